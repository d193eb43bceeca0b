import { Group, Input, Text } from '@mantine/core';
import { useId } from 'react';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}

/** A labelled native slider with its value shown (native, so it has a label and takes typed values in tests). */
export function RangeField({ label, value, min, max, step = 1, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }}>
      <Group gap="sm" wrap="nowrap">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          style={{ flex: 1, accentColor: 'var(--mantine-color-blue-6)' }}
        />
        <Text size="sm" fw={600} w={36} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
