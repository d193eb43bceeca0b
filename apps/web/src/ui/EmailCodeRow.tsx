import { Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from './SendCodeButton';

interface EmailCodeRowProps {
  email: GetInputPropsReturnType;
  sendLabel: string;
  onSend: () => Promise<boolean>;
}

/** An e-mail field with the button that sends a code to it. */
export function EmailCodeRow({ email, sendLabel, onSend }: EmailCodeRowProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput label={t('common.email')} type="email" autoComplete="email" style={{ flex: 1 }} {...email} />
      <SendCodeButton label={sendLabel} onSend={onSend} />
    </Group>
  );
}
