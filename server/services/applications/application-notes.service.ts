/**
 * Private notes on an application, shared by the users of its program (ADR 0024 §11): every user
 * of the program reads and writes; each edits and deletes only their own. Each change is raised
 * live (NoteAdded, NoteUpdated, NoteDeleted on the ProgramApplicationNotes hub) to the
 * application's group and the program's group; the events carry ids only (clients refetch).
 */
import type { ApplicationNote } from '../../../core/contracts/applications/program-applications.contract.ts';
import { hubEvents as eventNames, type HubEventName, hubGroups } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  deleteOwnNote,
  findNote,
  insertNote,
  listNotes,
  type NoteRow,
  updateOwnNote,
} from '../../db/repositories/program-applications.repository.ts';
import { forbiddenResource, notFound } from '../../errors.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { type ProgramWhere, reviewedApplication } from './program-applications.service.ts';

export type ApplicationNotesService = ReturnType<typeof createApplicationNotesService>;

function toNote(row: NoteRow, viewerUserId: string): ApplicationNote {
  return {
    id: row.id,
    applicationId: row.applicationId,
    authorUserId: row.authorUserId,
    authorName: `${row.authorFirstName} ${row.authorLastName}`.trim(),
    body: row.body,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    isMine: row.authorUserId === viewerUserId,
  };
}

export function createApplicationNotesService(deps: { db: DbExecutor; clock: Clock; hubEvents: HubEvents }) {
  const { db, clock, hubEvents } = deps;

  function raise(target: HubEventName, programId: number, applicationId: number, noteId: number): void {
    const args = [{ programId, applicationId, noteId }];
    for (const group of [hubGroups.entity('application', applicationId), hubGroups.program(programId)]) {
      hubEvents.send({ hub: 'ProgramApplicationNotes', audience: { kind: 'group', group }, target, args });
    }
  }

  /** The note of the application, written by the caller (403 for a colleague's, 404 when none). */
  async function ownNote(userId: string, where: ProgramWhere, applicationId: number, noteId: number) {
    const { program } = await reviewedApplication(db, userId, where, applicationId);
    const note = await findNote(db, applicationId, noteId);
    if (!note) throw notFound();
    if (note.authorUserId !== userId) throw forbiddenResource();
    return { program, note };
  }

  return {
    async list(
      userId: string,
      where: ProgramWhere,
      applicationId: number,
    ): Promise<{ items: ApplicationNote[] }> {
      await reviewedApplication(db, userId, where, applicationId);
      const rows = await listNotes(db, applicationId);
      return { items: rows.map((row) => toNote(row, userId)) };
    },

    async create(
      userId: string,
      where: ProgramWhere,
      applicationId: number,
      body: string,
    ): Promise<ApplicationNote> {
      const { program } = await reviewedApplication(db, userId, where, applicationId);
      const id = await insertNote(db, {
        applicationId,
        programId: program.programId,
        authorUserId: userId,
        body,
        now: clock.now(),
      });
      raise(eventNames.noteAdded, program.programId, applicationId, id);
      const row = await findNote(db, applicationId, id);
      return toNote(row!, userId);
    },

    async update(
      userId: string,
      where: ProgramWhere,
      applicationId: number,
      noteId: number,
      body: string,
    ): Promise<ApplicationNote> {
      const { program } = await ownNote(userId, where, applicationId, noteId);
      if (!(await updateOwnNote(db, noteId, userId, body, clock.now()))) throw notFound();
      raise(eventNames.noteUpdated, program.programId, applicationId, noteId);
      const row = await findNote(db, applicationId, noteId);
      return toNote(row!, userId);
    },

    async remove(
      userId: string,
      where: ProgramWhere,
      applicationId: number,
      noteId: number,
    ): Promise<{ ok: true }> {
      const { program } = await ownNote(userId, where, applicationId, noteId);
      if (!(await deleteOwnNote(db, noteId, userId))) throw notFound();
      raise(eventNames.noteDeleted, program.programId, applicationId, noteId);
      return { ok: true };
    },
  };
}
