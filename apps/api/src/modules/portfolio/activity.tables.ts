import type { ArticleEntry, BookEntry, ClubEntry, EventEntry, ProjectEntry } from '@lbd/shared';
import { and, eq } from 'drizzle-orm';
import { externalEvents, externalProjects, readings, socialClubs } from '../../db/schema';
import { define, newestFirst, sameText } from './table-spec';

/* Storage of readings (books and articles, by kind), clubs, projects and events. */

export const readingsSpec = define<typeof readings.$inferSelect, BookEntry | ArticleEntry>('readings', {
  table: readings,
  columns: readings,
  sections: ['readings'],
  cardOf: (row) => (row.kind === 'article' ? 'articles' : 'books'),
  fields: (row) =>
    row.kind === 'article'
      ? {
          kind: 'article',
          title: row.title,
          author: row.author,
          type: row.type,
          url: row.url,
          isbn: row.isbn,
          status: row.status,
          date: row.date,
          desc: row.desc,
        }
      : {
          kind: 'book',
          title: row.title,
          author: row.author,
          status: row.status,
          date: row.date,
          isbn: row.isbn,
          desc: row.desc || null,
        },
  duration: () => null,
  values: (r) => ({
    kind: r.kind,
    title: r.title,
    author: r.author,
    date: r.date,
    isbn: r.isbn,
    type: r.kind === 'article' ? r.type : null,
    url: r.kind === 'article' ? r.url : null,
    status: r.status,
    desc: r.desc ?? '',
  }),
  duplicate: (r) => and(eq(readings.kind, r.kind), sameText(readings.title, r.title), eq(readings.date, r.date))!,
  order: newestFirst(readings.date, readings.id),
});

export const clubsSpec = define<typeof socialClubs.$inferSelect, ClubEntry>('social_clubs', {
  table: socialClubs,
  columns: socialClubs,
  sections: ['social_clubs'],
  cardOf: () => 'clubs',
  fields: (row) => ({
    title: row.title,
    type: row.type,
    role: row.role,
    date: row.date,
    source: row.source,
    desc: row.desc,
    status: row.status,
  }),
  duration: () => null,
  values: (r) => ({
    title: r.title,
    type: r.type,
    role: r.role,
    date: r.date,
    source: r.source,
    status: r.status,
    desc: r.desc,
  }),
  duplicate: (r) => and(sameText(socialClubs.title, r.title), eq(socialClubs.date, r.date))!,
  order: newestFirst(socialClubs.date, socialClubs.id),
});

export const projectsSpec = define<typeof externalProjects.$inferSelect, ProjectEntry>('external_projects', {
  table: externalProjects,
  columns: externalProjects,
  sections: ['external_projects'],
  cardOf: () => 'projects',
  fields: (row) => ({
    title: row.title,
    status: row.status,
    date: row.date,
    duration: row.duration,
    source: row.source,
    desc: row.desc,
  }),
  duration: (row) => row.duration,
  values: (r) => ({
    title: r.title,
    date: r.date,
    duration: r.duration,
    source: r.source,
    status: r.status,
    desc: r.desc,
  }),
  duplicate: (r) => and(sameText(externalProjects.title, r.title), eq(externalProjects.date, r.date))!,
  order: newestFirst(externalProjects.date, externalProjects.id),
});

export const eventsSpec = define<typeof externalEvents.$inferSelect, EventEntry>('external_events', {
  table: externalEvents,
  columns: externalEvents,
  sections: ['external_events'],
  cardOf: () => 'events',
  fields: (row) => ({
    external_id: row.external_id,
    title: row.title,
    role: row.role,
    date: row.date,
    duration: row.duration,
    source: row.source,
    desc: row.desc,
    status: row.status,
  }),
  duration: (row) => row.duration,
  values: (r) => ({
    external_id: r.external_id ?? null,
    title: r.title,
    role: r.role,
    date: r.date,
    duration: r.duration,
    source: r.source,
    status: r.status,
    desc: r.desc,
  }),
  duplicate: (r) => and(sameText(externalEvents.title, r.title), eq(externalEvents.date, r.date))!,
  order: newestFirst(externalEvents.date, externalEvents.id),
});
