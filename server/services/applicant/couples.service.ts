/**
 * Couples (issue 6): two applicants registered for one cycle link their registrations and submit
 * one joint rank list of program pairs. The proposer names the partner by email address or applicant
 * code; the partner accepts (Linked) or declines; the proposer may cancel; either member may dissolve
 * a linked couple, which deletes the joint list. Nothing changes in an archived cycle or from the
 * applicants' rank list deadline on. While linked, the match reads the couple's certified joint list
 * and not the members' own lists.
 */
import type {
  CoupleRankList,
  CoupleRankListInput,
  CoupleStatus,
  ProposeCoupleInput,
} from '../../../core/contracts/couples.contract.ts';
import type { CoupleState } from '../../../core/domain/couples.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import {
  applicantRankingClosedReason,
  isRankListDeadlinePassed,
  MAX_RANK_LIST_ENTRIES,
} from '../../../core/domain/rank-lists.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findRegistration } from '../../db/repositories/applicants.repository.ts';
import {
  acceptProposal,
  type CoupleApplicant,
  type CoupleRow,
  deleteProposal,
  dissolveLinkedCouple,
  findApplicantByEmailOrCode,
  findCoupleApplicant,
  findCoupleOf,
  insertProposal,
  lockApplicants,
} from '../../db/repositories/couples.repository.ts';
import {
  type AppliedProgram,
  listAppliedPrograms,
  type StoredPair,
} from '../../db/repositories/rank-lists.repository.ts';
import { applicantActionDenied, conflict, ValidationFailure } from '../errors.ts';
import { createRankListStore } from '../rank-lists/rank-list-store.ts';
import type { ApplicantInCycle } from './applicant-access.service.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

export type CoupleService = ReturnType<typeof createCoupleService>;

/** A couple seen by one of its members. */
type MemberView = { couple: CoupleRow; isProposer: boolean; me: CoupleApplicant; partner: CoupleApplicant };

export function createCoupleService(
  deps: Pick<ApplicantServiceDeps, 'db' | 'clock' | 'access' | 'mail' | 'config'>,
) {
  const { db, clock, access, mail, config } = deps;
  const store = createRankListStore({ db, clock });
  const couplePage = (code: string) => `${config.publicUrl}/applicant/${encodeURIComponent(code)}/couple`;

  /** In the cycle and allowed to change couples now (else the 'Denied' popup's 409 with the reason). */
  async function changing(userId: string, matchCycleCode: string): Promise<ApplicantInCycle> {
    const context = await access.inCycle(userId, { code: matchCycleCode });
    const reason = applicantRankingClosedReason(context.cycle, clock.now(), 'CoupleDeadlinePassed');
    if (reason) throw applicantActionDenied(reason);
    return context;
  }

  async function memberView(
    context: ApplicantInCycle,
    couple: CoupleRow,
    executor: DbExecutor = db,
  ): Promise<MemberView> {
    const isProposer = couple.proposerApplicantId === context.applicant.id;
    const [me, partner] = await Promise.all([
      findCoupleApplicant(executor, context.applicant.id),
      findCoupleApplicant(executor, isProposer ? couple.partnerApplicantId : couple.proposerApplicantId),
    ]);
    return { couple, isProposer, me: me!, partner: partner! };
  }

  async function status(context: ApplicantInCycle): Promise<CoupleStatus> {
    const couple = await findCoupleOf(db, context.cycle.id, context.applicant.id);
    const seen = couple ? await memberView(context, couple) : null;
    const state: CoupleState = !seen
      ? 'None'
      : seen.couple.status === 'Linked'
        ? 'Linked'
        : seen.isProposer
          ? 'ProposalSent'
          : 'ProposalReceived';
    return {
      matchCycleCode: context.cycle.code,
      matchCycleName: context.cycle.name,
      state,
      partner: seen ? { name: seen.partner.name, applicantCode: seen.partner.applicantCode } : null,
      proposedAt: couple?.createdAt.toISOString() ?? null,
      linkedAt: couple?.linkedAt?.toISOString() ?? null,
      declineReason: applicantRankingClosedReason(context.cycle, clock.now(), 'CoupleDeadlinePassed'),
    };
  }

  /** Tells `to` what `by` did, in the caller's transaction (the mail goes only if the change commits). */
  async function notify(
    tx: DbExecutor,
    context: ApplicantInCycle,
    kind: 'Proposal' | 'Accepted' | 'Declined' | 'Dissolved',
    by: CoupleApplicant,
    to: CoupleApplicant,
  ): Promise<void> {
    const values = {
      name: by.name,
      code: by.applicantCode,
      cycle: context.cycle.name,
      partnerName: to.name,
      proposerName: to.name,
      link: couplePage(context.cycle.code),
    };
    await mail.send(
      {
        to: to.email,
        subject: message(`Couple${kind}MailSubject`, values),
        text: message(`Couple${kind}MailText`, values),
      },
      tx,
    );
  }

  // ---------- the joint list ----------

  async function linkedCouple(context: ApplicantInCycle): Promise<MemberView> {
    const couple = await findCoupleOf(db, context.cycle.id, context.applicant.id);
    if (couple?.status !== 'Linked') throw conflict(messages.CoupleNotLinked);
    return memberView(context, couple);
  }

  /** A stored [proposer's, partner's] pair turned to the reader's [mine, partner's], and back. */
  const readerOrder = (pair: StoredPair, isProposer: boolean): StoredPair =>
    isProposer ? pair : [pair[1], pair[0]];

  async function listView(context: ApplicantInCycle, seen: MemberView): Promise<CoupleRankList> {
    const [stored, myPrograms, partnerPrograms] = await Promise.all([
      store.readPairs(context.cycle.id, seen.couple.id),
      listAppliedPrograms(db, seen.me.applicantId, context.cycle.id),
      listAppliedPrograms(db, seen.partner.applicantId, context.cycle.id),
    ]);
    const mine = new Map(myPrograms.map((p) => [p.programId, p]));
    const theirs = new Map(partnerPrograms.map((p) => [p.programId, p]));
    const side = (programs: Map<number, AppliedProgram>, id: number | null) =>
      id === null ? null : (programs.get(id) ?? undefined);
    // A pair with a program whose application was withdrawn since it was ranked drops out of the list shown.
    const entries = stored.pairs.flatMap((pair) => {
      const [myId, partnerId] = readerOrder(pair, seen.isProposer);
      const myProgram = side(mine, myId);
      const partnerProgram = side(theirs, partnerId);
      return myProgram === undefined || partnerProgram === undefined ? [] : [{ myProgram, partnerProgram }];
    });
    const reason = applicantRankingClosedReason(context.cycle, clock.now());
    const deadline = context.cycle.applicantsRankListDeadlineDate;
    const certifier = stored.list?.certifiedByUserId;
    return {
      matchCycleCode: context.cycle.code,
      matchCycleName: context.cycle.name,
      deadline: deadline?.toISOString() ?? null,
      isDeadlinePassed: deadline ? isRankListDeadlinePassed(deadline, clock.now()) : false,
      version: stored.list?.version ?? 0,
      certifiedAt: stored.list?.certifiedAt?.toISOString() ?? null,
      certifiedByName: [seen.me, seen.partner].find((m) => m.userId === certifier)?.name ?? null,
      maxEntries: MAX_RANK_LIST_ENTRIES,
      partner: { name: seen.partner.name, applicantCode: seen.partner.applicantCode },
      entries: entries.map((entry, i) => ({ rank: i + 1, ...entry })),
      myPrograms,
      partnerPrograms,
      actions: {
        canEdit: reason === null,
        canCertify: reason === null && entries.length > 0 && !stored.list?.certifiedAt,
      },
      declineReason: reason,
    };
  }

  /** In a linked couple and allowed to change the joint list now. */
  async function changingList(userId: string, matchCycleCode: string) {
    const context = await access.inCycle(userId, { code: matchCycleCode });
    const reason = applicantRankingClosedReason(context.cycle, clock.now());
    if (reason) throw applicantActionDenied(reason);
    return { context, seen: await linkedCouple(context) };
  }

  return {
    async get(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      return status(await access.inCycle(userId, { code: matchCycleCode }));
    },

    async propose(userId: string, matchCycleCode: string, input: ProposeCoupleInput): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      if (!context.registration) throw conflict(messages.CoupleNotRegistered);
      const refuse = (text: string) => new ValidationFailure({ partner: [text] });
      const partner = await findApplicantByEmailOrCode(db, input.partner);
      if (!partner) throw refuse(messages.CouplePartnerNotFound);
      if (partner.applicantId === context.applicant.id) throw refuse(messages.CoupleWithYourself);
      const cycleId = context.cycle.id;
      await db.transaction(async (tx) => {
        // Both rows locked: two proposals crossing each other cannot both be stored.
        await lockApplicants(tx, [context.applicant.id, partner.applicantId]);
        if (await findCoupleOf(tx, cycleId, context.applicant.id))
          throw conflict(messages.CoupleAlreadyYours);
        if (!(await findRegistration(tx, partner.applicantId, cycleId))) {
          throw refuse(messages.CouplePartnerNotRegistered);
        }
        if (await findCoupleOf(tx, cycleId, partner.applicantId)) throw refuse(messages.CouplePartnerTaken);
        const couple = await insertProposal(tx, {
          matchCycleId: cycleId,
          proposerApplicantId: context.applicant.id,
          partnerApplicantId: partner.applicantId,
          now: clock.now(),
        });
        const seen = await memberView(context, couple, tx);
        await notify(tx, context, 'Proposal', seen.me, seen.partner);
      });
      return status(context);
    },

    async accept(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      await db.transaction(async (tx) => {
        const couple = await acceptProposal(tx, {
          matchCycleId: context.cycle.id,
          partnerApplicantId: context.applicant.id,
          now: clock.now(),
        });
        if (!couple) throw conflict(messages.CoupleNoProposalReceived);
        const seen = await memberView(context, couple, tx);
        await notify(tx, context, 'Accepted', seen.me, seen.partner);
      });
      return status(context);
    },

    async decline(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      await db.transaction(async (tx) => {
        const couple = await deleteProposal(tx, {
          matchCycleId: context.cycle.id,
          applicantId: context.applicant.id,
          side: 'partner',
        });
        if (!couple) throw conflict(messages.CoupleNoProposalReceived);
        const seen = await memberView(context, couple, tx);
        await notify(tx, context, 'Declined', seen.me, seen.partner);
      });
      return status(context);
    },

    async cancel(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      const couple = await deleteProposal(db, {
        matchCycleId: context.cycle.id,
        applicantId: context.applicant.id,
        side: 'proposer',
      });
      if (!couple) throw conflict(messages.CoupleNoProposalSent);
      return status(context);
    },

    async dissolve(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      await db.transaction(async (tx) => {
        const couple = await dissolveLinkedCouple(tx, context.cycle.id, context.applicant.id);
        if (!couple) throw conflict(messages.CoupleNotLinked);
        const seen = await memberView(context, couple, tx);
        await notify(tx, context, 'Dissolved', seen.me, seen.partner);
      });
      return status(context);
    },

    async getList(userId: string, matchCycleCode: string): Promise<CoupleRankList> {
      const context = await access.inCycle(userId, { code: matchCycleCode });
      return listView(context, await linkedCouple(context));
    },

    async saveList(
      userId: string,
      matchCycleCode: string,
      input: CoupleRankListInput,
    ): Promise<CoupleRankList> {
      const { context, seen } = await changingList(userId, matchCycleCode);
      const [myPrograms, partnerPrograms] = await Promise.all([
        listAppliedPrograms(db, seen.me.applicantId, context.cycle.id),
        listAppliedPrograms(db, seen.partner.applicantId, context.cycle.id),
      ]);
      const ids = (programs: AppliedProgram[]) => new Set(programs.map((p) => p.programId));
      const [mine, theirs] = [ids(myPrograms), ids(partnerPrograms)];
      const myRefusal = messages.RankListProgramNotApplied;
      const partnerRefusal = messages.CouplePartnerProgramNotApplied;
      await store.savePairs(
        {
          matchCycleId: context.cycle.id,
          coupleId: seen.couple.id,
          pairs: input.pairs.map((pair) =>
            readerOrder([pair.myProgramId, pair.partnerProgramId], seen.isProposer),
          ),
          version: input.version,
          allowed: seen.isProposer ? [mine, theirs] : [theirs, mine],
          field: 'pairs',
          notAllowed: seen.isProposer ? [myRefusal, partnerRefusal] : [partnerRefusal, myRefusal],
        },
        () => listView(context, seen),
      );
      return listView(context, seen);
    },

    async certifyList(userId: string, matchCycleCode: string, version: number): Promise<CoupleRankList> {
      const { context, seen } = await changingList(userId, matchCycleCode);
      const current = await listView(context, seen);
      await store.certify(
        {
          matchCycleId: context.cycle.id,
          owner: { coupleId: seen.couple.id },
          userId,
          version,
          isEmpty: current.entries.length === 0,
        },
        async () => current,
      );
      return listView(context, seen);
    },
  };
}
