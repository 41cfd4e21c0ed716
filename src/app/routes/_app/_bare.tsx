import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Container } from '@mantine/core';

/** Purchase and checkout: no header, side bar or banner (spec 1 §2). */
export const Route = createFileRoute('/_app/_bare')({
  component: BareLayout,
});

function BareLayout() {
  return (
    <Container component="main" id="main-content" size="md" py="xl">
      <Outlet />
    </Container>
  );
}
