import { useState } from 'react';
import { type AuthFlow, readFlow } from '../lib/flow-state.ts';
import { CODE_AND_PASSWORD, usePasswordForm } from './use-password-form.ts';
import { useSecondsUntil } from './use-seconds-until.ts';
import { useSubmit } from './use-submit.ts';

/**
 * The state of a step that asks for a texted code and a new password twice (creating the first password,
 * resetting a forgotten one): the flow kept from the phone screen, the form, its saving and the sending of a new
 * code. `onSend` clears the last failure and runs `request`, which answers whether a new code went out ("a new
 * code was sent" then shows); `resend` is what `CodeAndPasswordFields` takes for its button.
 */
export function useCodeStep(request: (flow: AuthFlow) => Promise<boolean>) {
  const [flow, setFlow] = useState(readFlow);
  const form = usePasswordForm(CODE_AND_PASSWORD);
  const [resent, setResent] = useState(false);
  const submit = useSubmit();
  const send = useSubmit();
  const secondsLeft = useSecondsUntil(flow?.resendAt);
  const onSend = () => {
    if (!flow) return;
    submit.setError(null);
    setResent(false);
    void send.run(async () => setResent(await request(flow)));
  };
  return {
    flow,
    setFlow,
    form,
    submit,
    send,
    secondsLeft,
    onSend,
    resend: { onClick: onSend, busy: send.busy, disabled: submit.busy, secondsLeft, resent },
  };
}
