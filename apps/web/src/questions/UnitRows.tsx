import { Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { bodyLimits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { removeAt, type UnitForm, updateAt } from './body-form';
import { AddButton, RemoveButton } from './ListButtons';

interface UnitRowsProps {
  units: UnitForm[];
  onChange: (units: UnitForm[]) => void;
  error?: string | undefined;
}

/** The units a number may be given in, each with its multiplier (Moodle's units). */
export function UnitRows({ units, onChange, error }: UnitRowsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          {t('questions.edit.units')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.edit.unitsHint')}
        </Text>
      </div>
      {units.map((unit, i) => {
        const n = i + 1;
        const change = (patch: Partial<UnitForm>) => onChange(updateAt(units, i, (u) => ({ ...u, ...patch })));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: plain inputs, controlled by their index
          <Group key={i} gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('questions.edit.unit', { n })}
              value={unit.unit}
              onChange={(e) => change({ unit: e.currentTarget.value })}
              style={{ flex: '1 1 8rem' }}
            />
            <TextInput
              label={t('questions.edit.multiplier')}
              inputMode="decimal"
              value={unit.multiplier}
              onChange={(e) => change({ multiplier: e.currentTarget.value })}
              w={120}
            />
            <RemoveButton label={t('questions.edit.removeUnit', { n })} onClick={() => onChange(removeAt(units, i))} />
          </Group>
        );
      })}
      <AddButton
        label={t('questions.edit.addUnit')}
        disabled={units.length >= bodyLimits.units}
        onClick={() => onChange([...units, { unit: '', multiplier: '1' }])}
      />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
