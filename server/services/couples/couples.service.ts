/**
 * Couples (issue 6): two applicants registered for one cycle link their registrations and submit
 * one joint rank list of program pairs. The proposer names the partner by email address or applicant
 * code; the partner accepts (Linked) or declines; the proposer may withdraw; either member may dissolve
 * a linked couple, which deletes the joint list. Nothing changes in an archived cycle or from the
 * applicants' rank list deadline on. While linked, the match reads the couple's certified joint list
 * and not the members' own lists.
 *
 * No people directory (issue 11, ADR 0015): a proposal answers the same whether the address or code
 * belongs to a free applicant of the cycle, to a taken or unregistered one, or to nobody. Every
 * proposal is stored with what was typed (`proposed_to`), with its partner only when one can answer
 * it (and only then mailed); the proposer sees 'sent to' what they typed until they withdraw it (a
 * new one replaces it), the same for both, and a declined one stays so (it only loses its partner).
 * The partner's name comes only with acceptance. Proposals made are limited per proposer and per
 * address or code typed (mail-limits.ts); withdrawing gives none back.
 */
import type {
  CoupleRankList,
  CoupleRankListInput,
  CoupleStatus,
  ProposeCoupleInput,
} from '../../../core/contracts/couples/couples.contract.ts';
import { type CoupleState, normalizeProposedTo } from '../../../core/domain/couples.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import {
  applicantRankingClosedReason,
  isRankListDeadlinePassed,
  MAX_RANK_LIST_ENTRIES,
} from '../../../core/domain/rank-lists.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findRegistration } from '../../db/repositories/applicants.repository.ts';
import {
  acceptProposal,
  type CoupleApplicant,
  type CoupleRow,
  deleteProposal,
  detachPartner,
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
import { applicantActionDenied, conflict, ValidationFailure } from '../../errors.ts';
import type { ApplicantInCycle } from '../applicants/applicant-access.service.ts';
import type { ApplicantServiceDeps } from '../applicants/applicant-deps.ts';
import { coupleProposalLimits } from '../limits/mail-limits.ts';
import { createRankListStore } from '../rank-lists/rank-list-store.ts';

export type CoupleService = ReturnType<typeof createCoupleService>;

/** A couple seen by one of its members. */
type MemberView = { couple: CoupleRow; isProposer: boolean; me: CoupleApplicant; partner: CoupleApplicant };

export function createCoupleService(
  deps: Pick<ApplicantServiceDeps, 'db' | 'clock' | 'access' | 'mail' | 'config' | 'limits'>,
) {
  const { db, clock, access, mail, config, limits } = deps;
  const store = createRankListStore({ db, clock });
  const couplePage = (code: string) => `${config.publicUrl}/applicant/${encodeURIComponent(code)}/couple`;

  /** In the cycle and allowed to change couples now (else the 'Denied' popup's 409 with the reason). */
  async function changing(userId: string, matchCycleCode: string): Promise<ApplicantInCycle> {
    const context = await access.inCycle(userId, { code: matchCycleCode });
    const reason = applicantRankingClosedReason(context.cycle, clock.now(), 'CoupleDeadlinePassed');
    if (reason) throw applicantActionDenied(reason);
    return context;
  }

  /** A linked couple or a proposal received, seen by the applicant (both always have two members). */
  async function memberView(
    context: ApplicantInCycle,
    couple: CoupleRow,
    executor: DbExecutor = db,
  ): Promise<MemberView> {
    const isProposer = couple.proposerApplicantId === context.applicant.id;
    const otherId = isProposer ? couple.partnerApplicantId : couple.proposerApplicantId;
    if (otherId === null) throw new Error(`Couple ${couple.id} has no partner to show`);
    const [me, partner] = await Promise.all([
      findCoupleApplicant(executor, context.applicant.id),
      findCoupleApplicant(executor, otherId),
    ]);
    return { couple, isProposer, me: me!, partner: partner! };
  }

  /** A proposal the applicant sent and nobody accepted yet: shown only as what they typed. */
  const isOwnPendingProposal = (couple: CoupleRow, context: ApplicantInCycle) =>
    couple.status === 'Proposed' && couple.proposerApplicantId === context.applicant.id;

  async function status(context: ApplicantInCycle): Promise<CoupleStatus> {
    const couple = await findCoupleOf(db, context.cycle.id, context.applicant.id);
    const sent = couple !== null && isOwnPendingProposal(couple, context);
    // Whether a sent proposal has a partner is never read: both kinds answer alike.
    const seen = couple && !sent ? await memberView(context, couple) : null;
    const state: CoupleState = sent
      ? 'ProposalSent'
      : !seen
        ? 'None'
        : seen.couple.status === 'Linked'
          ? 'Linked'
          : 'ProposalReceived';
    return {
      matchCycleCode: context.cycle.code,
      matchCycleName: context.cycle.name,
      state,
      partner: seen ? { name: seen.partner.name, applicantCode: seen.partner.applicantCode } : null,
      proposedTo: sent ? couple.proposedTo : null,
      proposedAt: couple?.createdAt.toISOString() ?? null,
      linkedAt: couple?.linkedAt?.toISOString() ?? null,
      declineReason: applicantRankingClosedReason(context.cycle, clock.now(), 'CoupleDeadlinePassed'),
    };
  }

  /** Tells `to` what `by` did, in the caller's transaction (the mail goes only if the change commits). */
  async function notify(
    tx: DbExecutor,
    context: ApplicantInCycle,
    kind: 'Proposal' | 'Accepted' | 'Dissolved',
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

    /**
     * Proposes to whoever owns the email address or code, if anyone: refused only for what the
     * proposer knows anyway (themselves, their own registration and couple, the 'Denied' gate). The
     * limits count before anything is looked up, so their 429 tells nothing either. Replaces a pending
     * proposal the applicant sent before. Always stored with what was typed; with the partner, and
     * mailed to them, only if they can answer (registered for the cycle, in no couple or proposal).
     */
    async propose(userId: string, matchCycleCode: string, input: ProposeCoupleInput): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      if (!context.registration) throw conflict(messages.CoupleNotRegistered);
      const me = (await findCoupleApplicant(db, context.applicant.id))!;
      const typed = input.partner.trim().toLowerCase();
      const proposedTo = normalizeProposedTo(input.partner);
      if (typed === me.email.toLowerCase() || typed === me.applicantCode.toLowerCase()) {
        throw new ValidationFailure({ partner: [messages.CoupleWithYourself] });
      }
      const cycleId = context.cycle.id;
      const taken = async (executor: DbExecutor) => {
        const own = await findCoupleOf(executor, cycleId, context.applicant.id);
        return own !== null && !isOwnPendingProposal(own, context);
      };
      if (await taken(db)) throw conflict(messages.CoupleAlreadyYours);
      await limits.take(coupleProposalLimits(context.applicant.id, typed));
      const partner = await findApplicantByEmailOrCode(db, typed);
      await withTransaction(db, async (tx) => {
        // Both rows locked: two proposals crossing each other cannot both be stored.
        await lockApplicants(
          tx,
          partner ? [context.applicant.id, partner.applicantId] : [context.applicant.id],
        );
        if (await taken(tx)) throw conflict(messages.CoupleAlreadyYours);
        await deleteProposal(tx, { matchCycleId: cycleId, proposerApplicantId: context.applicant.id });
        const canAnswer =
          partner !== null &&
          (await findRegistration(tx, partner.applicantId, cycleId)) !== null &&
          (await findCoupleOf(tx, cycleId, partner.applicantId)) === null;
        await insertProposal(tx, {
          matchCycleId: cycleId,
          proposerApplicantId: context.applicant.id,
          partnerApplicantId: canAnswer ? partner.applicantId : null,
          proposedTo,
          now: clock.now(),
        });
        if (canAnswer) await notify(tx, context, 'Proposal', me, partner);
      });
      return status(context);
    },

    async accept(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      await withTransaction(db, async (tx) => {
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

    /**
     * Takes the applicant off the proposal; the proposer is not told and still sees it sent (anything
     * else would tell them the address or code is someone's) until they withdraw it.
     */
    async decline(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      const couple = await detachPartner(db, {
        matchCycleId: context.cycle.id,
        partnerApplicantId: context.applicant.id,
      });
      if (!couple) throw conflict(messages.CoupleNoProposalReceived);
      return status(context);
    },

    /**
     * Withdraws the applicant's pending proposal, whether anyone could answer it, if there is one: the
     * answer is the same either way.
     */
    async cancel(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      await deleteProposal(db, { matchCycleId: context.cycle.id, proposerApplicantId: context.applicant.id });
      return status(context);
    },

    async dissolve(userId: string, matchCycleCode: string): Promise<CoupleStatus> {
      const context = await changing(userId, matchCycleCode);
      await withTransaction(db, async (tx) => {
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
