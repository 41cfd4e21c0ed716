import { useRef, useState, type DragEvent } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@common/domain/lab-book';
import { isUploadableFile, uploadContentType } from '../image-files';
import classes from './lab-book.module.css';

interface PdfUploaderProps {
  opened: boolean;
  onClose: () => void;
  /** Saves the file on the device (the outbox uploads it). */
  onUpload: (file: File, contentType: ReturnType<typeof uploadContentType>) => Promise<void>;
}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** The uploader overlay (spec 2): drag and drop or choose; PDF and PNG/JPEG only. */
export function PdfUploader({ opened, onClose, onUpload }: PdfUploaderProps) {
  const { t } = useTranslation('labBook');
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const take = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isUploadableFile(file)) {
      setError(t('uploader.wrongType'));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t('uploader.tooLarge', { size: MAX_MB }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onUpload(file, uploadContentType(file));
      onClose();
    } catch (cause) {
      setError(t('uploader.failed', { error: cause instanceof Error ? cause.message : cause }));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files);
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={() => {
        setError(null);
        onClose();
      }}
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not a header: a dialog's header is no page banner landmark. */}
        <Modal.Header renderRoot={(props) => <div {...props} />}>
          <Modal.Title>{t('uploader.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('uploader.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            <div
              className={
                isOver ? `${classes.dropZone} ${classes.dropZoneActive}` : classes.dropZone
              }
              onDragOver={(event) => {
                event.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <Stack gap="xs" align="center">
                <Text fw={600}>{t('uploader.drop')}</Text>
                <Text size="sm" c="dimmed">
                  {t('uploader.or')}
                </Text>
                <Button onClick={() => input.current?.click()} loading={isBusy}>
                  {t('uploader.choose')}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('uploader.types', { size: MAX_MB })}
                </Text>
              </Stack>
              <input
                ref={input}
                type="file"
                hidden
                accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
                onChange={(event) => {
                  void take(event.currentTarget.files);
                  event.currentTarget.value = '';
                }}
              />
            </div>
            {error ? (
              <Text role="alert" c="red.8" size="sm">
                {error}
              </Text>
            ) : null}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
