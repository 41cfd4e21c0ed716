import { Fieldset, SimpleGrid, Switch } from '@mantine/core';

interface ControlsFieldsetProps<K extends string> {
  legend: string;
  controls: Record<K, boolean>;
  labels: Record<K, string>;
  onChange: (controls: Record<K, boolean>) => void;
  /** Controls that cannot be turned off, with the reason shown under them. */
  locked?: Partial<Record<K, string>>;
}

/** Spec 3 §3 "Control accessibility": one switch per control students may use. */
export function ControlsFieldset<K extends string>(props: ControlsFieldsetProps<K>) {
  const keys = Object.keys(props.labels) as K[];
  return (
    <Fieldset legend={props.legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {keys.map((key) => (
          <Switch
            key={key}
            label={props.labels[key]}
            description={props.locked?.[key]}
            checked={props.controls[key]}
            disabled={props.locked?.[key] !== undefined}
            onChange={(event) =>
              props.onChange({ ...props.controls, [key]: event.currentTarget.checked })
            }
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
