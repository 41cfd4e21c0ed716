import { useId, useState, type ReactNode } from 'react';
import { Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from './icons';
import classes from './dashboard.module.css';

/**
 * A block that opens and closes from its heading (a disclosure button inside the heading, so
 * screen readers list it among the headings). Closed content is not rendered at all: a school's
 * student lists hold hundreds of charts.
 */
export function CollapsibleSection({
  title,
  level,
  defaultOpen = true,
  aside,
  children,
  framed = true,
  isRegion = true,
}: {
  title: ReactNode;
  level: 2 | 3;
  defaultOpen?: boolean;
  /** Beside the heading (the student count). */
  aside?: ReactNode;
  children: ReactNode;
  framed?: boolean;
  /**
   * A landmark (the summary, each group). A block inside one (a group's students) is not: every
   * group has one, and landmarks need names of their own.
   */
  isRegion?: boolean;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const id = useId();
  const body = (
    <>
      <Group gap="sm" wrap="nowrap">
        <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={`${id}-heading`}>
          <UnstyledButton
            className={classes.disclosure}
            aria-expanded={isOpen}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((open) => !open)}
          >
            <IconChevronDown
              className={classes.chevron}
              data-open={isOpen || undefined}
              size={18}
            />
            {title}
          </UnstyledButton>
        </Title>
        {aside}
      </Group>
      <div id={`${id}-body`} hidden={!isOpen} className={classes.sectionBody}>
        {isOpen ? children : null}
      </div>
    </>
  );
  const content = framed ? (
    <Paper withBorder radius="md" p="md">
      {body}
    </Paper>
  ) : (
    body
  );
  return isRegion ? <section aria-labelledby={`${id}-heading`}>{content}</section> : content;
}
