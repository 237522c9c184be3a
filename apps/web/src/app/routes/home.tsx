import { HomeFeed } from '../../features/feed/components/home-feed.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function HomeRoute() {
  useDocumentTitle();
  return <HomeFeed />;
}
