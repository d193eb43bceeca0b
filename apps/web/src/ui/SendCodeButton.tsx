import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';

interface SendCodeButtonProps {
  label: string;
  /** Sends the code; resolves true when it went out, which starts the 60-second countdown. */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  /** A fixed width, so the button lines up with its neighbours whatever its label says. */
  w?: string;
}

/** A send-code button that stays disabled while sending and for 60 s after a successful send. */
export function SendCodeButton({ label, onSend, disabled, w }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="light" w={w} onClick={click} loading={sending} disabled={disabled || remaining > 0}>
      {remaining > 0 ? `${label} ${t('common.countdown', { seconds: remaining })}` : label}
    </Button>
  );
}
