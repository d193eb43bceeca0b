import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../ui/CodeInput';
import { PhoneInput } from '../ui/PhoneInput';
import { SendCodeButton } from '../ui/SendCodeButton';
import type { ParentFields } from './familyForm';

/** Send code and Validate share one width, so the two rows line up. */
const codeButtonWidth = '10rem';

interface ParentSectionProps {
  parent: ParentFields;
  onChange: (field: keyof ParentFields, value: string) => void;
  /** The parent already has an account: details are locked and no password is asked. */
  locked: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  onSendCode: () => Promise<boolean>;
  onValidate: () => void;
  validating: boolean;
}

export function ParentSection(props: ParentSectionProps) {
  const { t } = useTranslation();
  const { parent, onChange, locked } = props;
  const text = (field: keyof ParentFields, label: string, autoComplete?: string) => (
    <TextInput
      label={label}
      autoComplete={autoComplete}
      readOnly={locked}
      variant={locked ? 'filled' : 'default'}
      value={parent[field]}
      onChange={(e) => onChange(field, e.currentTarget.value)}
    />
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('register.parentSection')}
      </Title>
      {locked && (
        <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('register.parentLocked')}
        </Alert>
      )}
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t('register.parentEmail')}
          description={t('register.codeHint')}
          type="email"
          autoComplete="email"
          style={{ flex: 1 }}
          readOnly={locked}
          variant={locked ? 'filled' : 'default'}
          value={parent.email}
          onChange={(e) => onChange('email', e.currentTarget.value)}
        />
        <SendCodeButton label={t('common.sendCode')} onSend={props.onSendCode} disabled={locked} w={codeButtonWidth} />
      </Group>
      <Group align="flex-end" wrap="nowrap">
        <CodeInput
          style={{ flex: 1 }}
          value={props.code}
          onChange={props.onCodeChange}
          readOnly={locked}
          variant={locked ? 'filled' : 'default'}
        />
        <Button
          variant="light"
          w={codeButtonWidth}
          onClick={props.onValidate}
          loading={props.validating}
          disabled={locked}
        >
          {t('register.validate')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('name', t('register.parentName'), 'name')}
        <PhoneInput
          readOnly={locked}
          variant={locked ? 'filled' : 'default'}
          value={parent.phone}
          onChange={(v) => onChange('phone', v)}
        />
        {!locked && (
          <>
            <PasswordInput
              label={t('register.parentPassword')}
              autoComplete="new-password"
              value={parent.password}
              onChange={(e) => onChange('password', e.currentTarget.value)}
            />
            <PasswordInput
              label={t('register.parentConfirm')}
              autoComplete="new-password"
              value={parent.confirmPassword}
              onChange={(e) => onChange('confirmPassword', e.currentTarget.value)}
            />
          </>
        )}
        {text('address', t('common.address'), 'street-address')}
        {text('city', t('common.city'), 'address-level2')}
        {text('state', t('common.state'), 'address-level1')}
        {text('country', t('common.country'), 'country-name')}
        {text('zip', t('common.zip'), 'postal-code')}
      </SimpleGrid>
    </Stack>
  );
}
