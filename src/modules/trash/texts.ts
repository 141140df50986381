// The trash's texts that the console shows too; no valibot, so the web imports them as they are.
import { entitiesWith } from '../../manifest';

/** What goes to the trash: the entities whose manifest row says so, and the pages the office adds. */
export const TRASH_ENTITIES = [...entitiesWith('trash'), 'pages' as const];
export type TrashEntity = (typeof TRASH_ENTITIES)[number];

export const trashMessages = {
  restored: (name: string) => `'${name}' is restored.`,
  purged: (name: string) => `'${name}' is deleted for good.`,
  // What a restore could not bring back, one sentence each.
  hostelGone: (hostel: string) => `It is no longer listed under ${hostel}, which has been deleted.`,
  staffGone: (job: 'warden' | 'supervisor', name: string) =>
    `Its ${job}, ${name}, has been deleted: choose a ${job} when you next edit this hostel.`,
  listedPersonGone: (name: string) => `${name}, who has been deleted, is no longer listed under it.`,
  messMoved: (mess: string) => `The mess ${mess} now belongs to another hostel and stays there.`,
  messGone: (mess: string) => `The mess ${mess} has been deleted, so it is not part of this hostel again.`,
  subcommitteesTaken: 'Another file is the Hostel Subcommittees file now, so this one is restored as an ordinary file.',
  pageAddressTaken: (slug: string) =>
    `Another page has the address /pages/${slug} now: delete that page first, then restore this one.`,
  messHostelGone: (hostel: string) =>
    `Its hostel, ${hostel}, has been deleted: choose one when you next edit this mess.`,
};
