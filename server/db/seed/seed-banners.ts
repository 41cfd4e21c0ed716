import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { banners } from '../schema/index';
import { SEED_LOCK_KEY } from './seed-support';

type DemoBanner = Omit<typeof banners.$inferInsert, 'id' | 'insertedOn' | 'updatedOn'>;

const FORUM = 'https://community.labportal.test';

/**
 * Demo banners (spec 2 §3): list 2 (students, TAs) has two for every page and one for Labs, so a
 * student on Labs sees them rotate; list 1 (instructors) has one for every page and one for the
 * dashboard. English, Spanish and Portuguese.
 */
export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    list: 2,
    lang: 'en',
    page: 'All',
    title: 'Welcome to the virtual labs',
    description:
      'Open a lab from Lab Home, keep your notes in the lab book and join your class group with the code from your instructor.',
    url: `${FORUM}/getting-started`,
    urlText: 'Getting started',
    color: 0,
    videoInfo: [{ text: 'A two-minute tour', url: 'https://video.labportal.test/tour' }],
  },
  {
    list: 2,
    lang: 'en',
    page: 'Labs',
    title: 'New: the titrations bench',
    description: 'Try the titrations bench with your own indicators and burettes.',
    color: 3,
  },
  {
    list: 2,
    lang: 'es',
    page: 'All',
    title: 'Bienvenido a los laboratorios virtuales',
    description:
      'Abre un laboratorio desde el inicio, guarda tus notas en el cuaderno y únete a tu grupo con el código de tu profesor.',
    url: `${FORUM}/getting-started`,
    urlText: 'Primeros pasos',
    color: 0,
  },
  {
    list: 2,
    lang: 'pt',
    page: 'All',
    title: 'Bem-vindo aos laboratórios virtuais',
    description:
      'Abra um laboratório na página inicial, guarde suas notas no caderno e entre no seu grupo com o código do professor.',
    url: `${FORUM}/getting-started`,
    urlText: 'Primeiros passos',
    color: 0,
  },
  {
    list: 1,
    lang: 'en',
    page: 'All',
    title: 'Instructors: courses and the gradebook',
    description: 'Make a course from a syllabus in Groups and follow your students in Portfolio.',
    color: 2,
  },
  {
    list: 1,
    lang: 'en',
    page: 'dashboard',
    title: 'Dashboard statistics',
    description: 'Time, actions and entries per lab for each of your groups.',
    color: 4,
  },
  {
    list: 1,
    lang: 'es',
    page: 'All',
    title: 'Profesores: cursos y calificaciones',
    description: 'Crea un curso a partir de un temario en Grupos y sigue a tus estudiantes.',
    color: 2,
  },
  {
    list: 1,
    lang: 'pt',
    page: 'All',
    title: 'Professores: cursos e notas',
    description: 'Crie um curso a partir de um programa em Grupos e acompanhe seus alunos.',
    color: 2,
  },
];

/** Written once, under the seed lock: a database that already has banners is left as it is. */
export async function seedDemoBanners(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: banners.id }).from(banners).limit(1);
    if (existing) return;
    await tx.insert(banners).values([...DEMO_BANNERS]);
  });
}
