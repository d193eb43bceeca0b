import { Button, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../richtext';
import { boundsFor } from './draw-trajectory';
import { flightTime, GRAVITY, maxHeight, range } from './projectile';
import { RangeField } from './RangeField';
import { TrajectoryCanvas } from './TrajectoryCanvas';
import { useFlightClock } from './use-flight-clock';

const formulas = [
  { key: 'range', tex: String.raw`$R = \dfrac{v^2 \sin 2\theta}{g}$` },
  { key: 'maxHeight', tex: String.raw`$H = \dfrac{v^2 \sin^2 \theta}{2g}$` },
  { key: 'flightTime', tex: String.raw`$T = \dfrac{2 v \sin \theta}{g}$` },
] as const;

const fixed = (n: number) => n.toFixed(2);

/** Projectile motion: launch speed and angle sliders, the live trajectory, and its range, height and time. */
export function ProjectileDemo() {
  const { t } = useTranslation();
  const [speed, setSpeed] = useState(20);
  const [angle, setAngle] = useState(45);
  const launch = useMemo(() => ({ speed, angleDeg: angle, g: GRAVITY }), [speed, angle]);
  const results = { range: range(launch), maxHeight: maxHeight(launch), flightTime: flightTime(launch) };
  const bounds = useMemo(() => boundsFor(range(launch), maxHeight(launch)), [launch]);
  const clock = useFlightClock(results.flightTime);
  const axes = useMemo(() => ({ x: t('exercises.sim.axisX'), y: t('exercises.sim.axisY') }), [t]);

  const change = (set: (v: number) => void) => (v: number) => {
    clock.reset();
    set(v);
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <RangeField label={t('exercises.sim.speed')} value={speed} min={1} max={50} onChange={change(setSpeed)} />
          <RangeField label={t('exercises.sim.angle')} value={angle} min={0} max={90} onChange={change(setAngle)} />
          <Text size="sm" c="dimmed">
            {t('exercises.sim.gravity')}
          </Text>
          <Group gap="xs">
            <Button
              leftSection={clock.playing ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={clock.toggle}
              disabled={results.flightTime === 0}
            >
              {clock.playing ? t('exercises.sim.pause') : t('exercises.sim.play')}
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={clock.reset}>
              {t('exercises.sim.reset')}
            </Button>
          </Group>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('exercises.sim.time', { value: fixed(clock.time) })}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="xs">
          <TrajectoryCanvas
            launch={launch}
            bounds={bounds}
            time={clock.time}
            axes={axes}
            label={t('exercises.sim.canvas', { range: fixed(results.range), height: fixed(results.maxHeight) })}
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={12}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {formulas.map((f) => (
            <Paper key={f.key} withBorder radius="md" p="md">
              <Stack gap={6}>
                <Text size="sm" c="dimmed">
                  {t(`exercises.sim.${f.key}`)}
                </Text>
                <Text fw={700} size="xl" aria-live="polite">
                  {f.key === 'flightTime'
                    ? t('exercises.sim.seconds', { value: fixed(results[f.key]) })
                    : t('exercises.sim.metres', { value: fixed(results[f.key]) })}
                </Text>
                <MathText text={f.tex} />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Grid.Col>
    </Grid>
  );
}
