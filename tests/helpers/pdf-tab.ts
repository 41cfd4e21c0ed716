import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { pdfSocketEventSchema, type PdfSocketEvent } from '@common/schemas/functions';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';

/** A tab on the auth socket: its connection id (wsId) and the PDF events it hears. */
export interface PdfTab {
  connectionId: string;
  events: PdfSocketEvent[];
  close(): void;
}

export async function openPdfTab(origin: string, token: string): Promise<PdfTab> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/auth/socket`);
  const events: PdfSocketEvent[] = [];
  const registered = new Promise<string>((resolve) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; connectionId?: string };
      if (message.type === 'registered') resolve(message.connectionId ?? '');
      const event = pdfSocketEventSchema.safeParse(message);
      if (event.success) events.push(event.data);
    });
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'register', token }));
  return { connectionId: await registered, events, close: () => socket.close() };
}

/** A lab-book export of the demo student's book, as the PWA sends it. */
export const labBookPdfBody = (wsId: string, overrides: Record<string, unknown> = {}) => ({
  html: '<article><h2>Density</h2><p>Water: <b>50.000 mL</b></p></article>',
  wsId,
  uuid: DEMO_USER_IDS.student,
  name: 'Ana Lopez',
  email: 'student@demo.labportal.test',
  timeZone: 'Europe/Madrid',
  shortTimeZone: 'CEST',
  printName: 'Ana Lopez',
  printTime: '2026/05/04 10:30:00',
  exportId: randomUUID(),
  ...overrides,
});
