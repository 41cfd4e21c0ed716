import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { DEVELOPER_NAMESPACE, developerLocales } from '../locales';
import { moveItem } from '../list-order';

interface DemoItem {
  id: number;
  number: number;
}

/**
 * /draggable: the developer demo. An add button and a list whose order changes by pointer drag
 * (native HTML5 drag and drop) or, from the keyboard, with each item's Move up / Move down
 * buttons; every change is announced in a polite live region.
 */
export function DraggablePage() {
  const { t } = useFeatureTranslation(DEVELOPER_NAMESPACE, developerLocales);
  useDocumentTitle(t('draggable.title'));
  const [items, setItems] = useState<DemoItem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const name = (item: DemoItem) => t('draggable.item', { number: item.number });

  const add = () => {
    const number = items.reduce((max, item) => Math.max(max, item.number), 0) + 1;
    const item = { id: number, number };
    setItems([...items, item]);
    setAnnouncement(t('draggable.added', { name: name(item), position: items.length + 1 }));
  };

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    setItems(moveItem(items, from, to));
    setAnnouncement(
      t('draggable.moved', { name: name(item), position: to + 1, count: items.length }),
    );
    if (focus) {
      // Keep the focus on the moved item's button; at an end, on the other one.
      const atEnd = (focus === 'up' && to === 0) || (focus === 'down' && to === items.length - 1);
      const key = `${item.id}-${atEnd ? (focus === 'up' ? 'down' : 'up') : focus}`;
      requestAnimationFrame(() => buttons.current.get(key)?.focus());
    }
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    if (from !== null) move(from, to);
  };

  const register = (key: string) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(key, node);
    else buttons.current.delete(key);
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('draggable.title')}</Title>
      <Text>{t('draggable.intro')}</Text>
      <Group>
        <Button onClick={add}>{t('draggable.add')}</Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Title order={2} size="h4" id="developer-demo-list">
        {t('draggable.list')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('draggable.empty')}</Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          aria-labelledby="developer-demo-list"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item, index) => (
            <Paper
              component="li"
              key={item.id}
              withBorder
              p="xs"
              radius="sm"
              draggable
              data-item={name(item)}
              style={{ cursor: 'grab' }}
              onDragStart={(event: DragEvent) => {
                dragged.current = index;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', name(item));
              }}
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event: DragEvent) => onDrop(event, index)}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text>{name(item)}</Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    ref={register(`${item.id}-up`)}
                    variant="subtle"
                    aria-label={t('draggable.moveUp', { name: name(item) })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <span aria-hidden>↑</span>
                  </ActionIcon>
                  <ActionIcon
                    ref={register(`${item.id}-down`)}
                    variant="subtle"
                    aria-label={t('draggable.moveDown', { name: name(item) })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <span aria-hidden>↓</span>
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
