import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../ui/CodeInput';
import { NewPasswordInputs } from '../ui/NewPasswordInputs';
import { PhoneInput } from '../ui/PhoneInput';
import { SendCodeButton } from '../ui/SendCodeButton';
import type { FamilyFormState, ParentFields } from './family-form';

/** Send code and Validate share one width, so the two rows line up. */
const codeButtonWidth = '10rem';

interface ParentSectionProps {
  form: FamilyFormState;
  /** The parent already has an account: details are locked and no password is asked. */
  locked: boolean;
  onSendCode: () => Promise<boolean>;
  onValidate: () => void;
  validating: boolean;
}

export function ParentSection({ form, locked, onSendCode, onValidate, validating }: ParentSectionProps) {
  const { t } = useTranslation();
  const lockedProps = { readOnly: locked, variant: locked ? 'filled' : 'default' };
  const field = (name: keyof ParentFields) => ({ ...form.getInputProps(`parent.${name}`), ...lockedProps });
  const text = (name: keyof ParentFields, label: string, autoComplete?: string) => (
    <TextInput label={label} autoComplete={autoComplete} {...field(name)} />
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
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
          {...field('email')}
        />
        <SendCodeButton label={t('common.sendCode')} onSend={onSendCode} disabled={locked} w={codeButtonWidth} />
      </Group>
      <Group align="flex-end" wrap="nowrap">
        <CodeInput style={{ flex: 1 }} {...form.getInputProps('code')} {...lockedProps} />
        <Button variant="light" w={codeButtonWidth} onClick={onValidate} loading={validating} disabled={locked}>
          {t('register.validate')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('name', t('register.parentName'), 'name')}
        <PhoneInput {...field('phone')} />
        {!locked && (
          <NewPasswordInputs
            labels={[t('register.parentPassword'), t('register.parentConfirm')]}
            password={form.getInputProps('parent.password')}
            confirm={form.getInputProps('parent.confirmPassword')}
          />
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
