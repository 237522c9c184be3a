// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { useListDeletion } from '../../hooks/use-list-deletion.ts';
import { componentTestSetup } from '../../testing/component-setup.ts';
import { OwnerList } from './owner-list.tsx';

const app = componentTestSetup();

beforeAll(async () => {
  // The owner's media strings, merged as their lazy code loads in the app.
  await import('../../features/company/lib/company-media-strings.ts');
});

const loaded = { isPending: false, isError: false, error: null, refetch: () => undefined };

/** Three posts whose Delete asks first; the server's answer removes the post from the list at once. */
function Posts() {
  const [items, setItems] = useState([{ id: 1 }, { id: 2 }, { id: 3 }]);
  const write = useRef<HTMLButtonElement>(null);
  const remove = {
    mutate: (id: number, { onSuccess }: { onSuccess: () => void }) => {
      setItems((list) => list.filter((item) => item.id !== id));
      onSuccess();
    },
    reset: () => undefined,
    isPending: false,
    error: null,
  };
  const deletion = useListDeletion({
    items,
    remove,
    focusable: '[data-post-delete]',
    emptyFocus: write,
    deletedMessage: 'Deleted',
  });
  return (
    <>
      <button type="button" ref={write}>
        Write
      </button>
      <OwnerList
        name="posts"
        keyPrefix="companyMedia.posts"
        query={loaded}
        loading={null}
        empty={items.length === 0}
        dialog={
          deletion.toDelete && (
            <button type="button" onClick={deletion.dialog.onConfirm}>
              Confirm {deletion.toDelete.id}
            </button>
          )
        }
      >
        <ul ref={deletion.list}>
          {items.map((item, index) => (
            <li key={item.id}>
              <button type="button" data-post-delete onClick={() => deletion.ask(item, index)}>
                Delete {item.id}
              </button>
            </li>
          ))}
        </ul>
      </OwnerList>
    </>
  );
}

const deleteAndConfirm = (id: number) => {
  fireEvent.click(screen.getByRole('button', { name: `Delete ${id}` }));
  fireEvent.click(screen.getByRole('button', { name: `Confirm ${id}` }));
};

describe('an owner list', () => {
  it('asks before a delete, then moves the focus to what stands in the deleted place, and to Write at the end', () => {
    render(
      <I18nextProvider i18n={app.i18n()}>
        <Posts />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Your posts' })).toBeTruthy();
    deleteAndConfirm(2);
    expect(document.activeElement?.textContent).toBe('Delete 3');
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    deleteAndConfirm(3);
    expect(document.activeElement?.textContent).toBe('Delete 1');
    deleteAndConfirm(1);
    expect(document.activeElement?.textContent).toBe('Write');
    expect(screen.getByTestId('posts-empty').textContent).toContain('No posts yet');
  });
});
