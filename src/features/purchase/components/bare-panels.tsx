import type { ReactNode } from 'react';
import { Anchor, Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { textColourOn } from '../panel-colour';
import { usePurchaseTranslation } from '../use-purchase-translation';

interface BarePanelsProps {
  title: string;
  email: string;
  colour: string;
  children: ReactNode;
}

/** Purchase and checkout: a coloured left panel (title, registered e-mail) beside the content. */
export function BarePanels({ title, email, colour, children }: BarePanelsProps) {
  const { t } = usePurchaseTranslation();
  const text = textColourOn(colour);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Paper
          p="lg"
          radius="md"
          style={{ background: colour, color: text }}
          data-testid="left-panel"
        >
          <Stack gap="xs">
            <Title order={1} size="h2" c={text}>
              {title}
            </Title>
            <Box>
              <Text size="sm" c={text}>
                {t('registeredEmail')}
              </Text>
              <Text fw={600} c={text} style={{ overflowWrap: 'anywhere' }}>
                {email}
              </Text>
            </Box>
            {/* No header or side bar here (spec 1 §2): the one way back without buying. */}
            <Anchor
              c={text}
              size="sm"
              underline="always"
              renderRoot={(props) => (
                <Link {...props} to="/labs/{-$uuid}" params={{ uuid: undefined }} />
              )}
            >
              {t('leave')}
            </Anchor>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{children}</Grid.Col>
    </Grid>
  );
}
