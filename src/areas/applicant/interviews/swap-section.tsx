import { useState } from 'react';
import type { ApplicantInterviewSchedule } from '../../../../core/contracts/interviews/interviews.contract.ts';
import {
  type AvailableSwapOffer,
  acceptSwapRequest,
  cancelSwapRequest,
  createSwapRequest,
  listMySwaps,
  type OwnSwapRequest,
  type SwapRange,
} from '../../../../core/contracts/interviews/swaps.contract.ts';
import { formatInterviewTimeInline } from '../../../features/interviews/interview-time.ts';
import { useApplicantInterviewLive } from '../../../features/interviews/use-applicant-interview-live.ts';
import { ServerError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { errorText, useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { InterviewWhen } from './interview-parts.tsx';

const when = (range: SwapRange) => formatInterviewTimeInline(range.startsAt, range.endsAt);

function RangeLine({ label, range }: { label: string; range: SwapRange | null }) {
  return (
    <p>
      <span className="muted">{label}: </span>
      {range ? <InterviewWhen startsAt={range.startsAt} endsAt={range.endsAt} /> : '—'}
    </p>
  );
}

function MyOffer({
  matchCycleCode,
  offer,
  onChanged,
}: {
  matchCycleCode: string;
  offer: OwnSwapRequest;
  onChanged: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    if (
      !(await confirm({
        message: t('IvSwapWithdrawConfirm'),
        confirmLabel: t('IvSwapWithdraw'),
        cancelLabel: t('IvKeep'),
      }))
    )
      return;
    setBusy(true);
    try {
      await call(cancelSwapRequest, { params: { matchCycleCode, id: offer.id }, body: {} });
      showSuccess(t('IvSwapWithdrawn'));
      onChanged();
    } catch (error) {
      handleError(error, { context: 'withdraw swap offer' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card stack interview-item">
      <div className="button-row button-row-spread">
        <h3 className="interview-card-title">{offer.programName}</h3>
        <StatusBadge status={offer.status} label={t(`IvSwapStatus_${offer.status}`)} />
      </div>
      <RangeLine label={t('IvSwapYouGive')} range={offer.offeredRange} />
      <RangeLine label={t('IvSwapYouWant')} range={offer.wantedRange} />
      {offer.status === 'Open' ? (
        <div className="button-row">
          <Button variant="secondary" isPending={busy} onPress={() => void cancel()}>
            {t('IvSwapWithdraw')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function AvailableOffer({
  matchCycleCode,
  offer,
  onChanged,
}: {
  matchCycleCode: string;
  offer: AvailableSwapOffer;
  onChanged: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = async () => {
    const ok = await confirm({
      message: t('IvSwapTakeConfirm', {
        program: offer.programName,
        give: when(offer.yourRange),
        get: when(offer.offeredRange),
      }),
      confirmLabel: t('IvSwapTake'),
      cancelLabel: t('IvKeep'),
    });
    if (!ok) return;
    setBusy(true);
    setError(null);
    try {
      await call(acceptSwapRequest, { params: { matchCycleCode, id: offer.id }, body: {} });
      showSuccess(t('IvSwapTaken', { program: offer.programName, when: when(offer.offeredRange) }));
      onChanged();
    } catch (failure) {
      if (failure instanceof ServerError && failure.status === 409) setError(errorText(failure));
      else handleError(failure, { context: 'take swap offer' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card stack interview-item">
      <h3 className="interview-card-title">{offer.programName}</h3>
      <RangeLine label={t('IvSwapYouGive')} range={offer.yourRange} />
      <RangeLine label={t('IvSwapYouGet')} range={offer.offeredRange} />
      {offer.conflict ? <p className="notice tone-warning interview-conflict">{offer.conflict}</p> : null}
      <div className="button-row">
        <Button
          variant="secondary"
          isPending={busy}
          isDisabled={offer.conflict !== null}
          onPress={() => void take()}
        >
          {t('IvSwapTake')}
        </Button>
      </div>
      <FormMessage text={error} />
    </li>
  );
}

type Target = { invitationId: number; programName: string; currentRange: SwapRange; ranges: SwapRange[] };

function NewOffer({
  matchCycleCode,
  target,
  hasOpenOffer,
  onChanged,
}: {
  matchCycleCode: string;
  target: Target;
  hasOpenOffer: boolean;
  onChanged: () => void;
}) {
  const t = useT();
  const [wanted, setWanted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offer = async () => {
    if (wanted === null) {
      setError(t('IvSwapChooseFirst'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await call(createSwapRequest, {
        params: { matchCycleCode },
        body: { invitationId: target.invitationId, wantedTimeRangeId: Number(wanted) },
      });
      showSuccess(t('IvSwapOffered'));
      setWanted(null);
      onChanged();
    } catch (failure) {
      if (failure instanceof ServerError && failure.status === 409) setError(errorText(failure));
      else handleError(failure, { context: 'offer swap' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card stack interview-item">
      <h3 className="interview-card-title">{target.programName}</h3>
      <RangeLine label={t('IvSwapYourSeat')} range={target.currentRange} />
      {hasOpenOffer ? (
        <p className="muted">{t('IvSwapAlreadyOffered')}</p>
      ) : target.ranges.length === 0 ? (
        <p className="muted">{t('IvSwapNoTargets')}</p>
      ) : (
        <>
          <SelectField
            label={t('IvSwapWantedLabel')}
            placeholder={t('IvSwapChoose')}
            options={target.ranges.map((range) => ({ value: String(range.id), label: when(range) }))}
            value={wanted}
            onChange={setWanted}
          />
          <div className="button-row">
            <Button variant="secondary" isPending={busy} onPress={() => void offer()}>
              {t('IvSwapOffer')}
            </Button>
          </div>
          <FormMessage text={error} />
        </>
      )}
    </li>
  );
}

/**
 * The swap section (ADR 0024 §6): offers other applicants made that I can take (I give my seat in the
 * wanted range and get theirs; anonymous), my own offers (withdraw while open), and for each accepted
 * interview the program's other dates I may ask for. Taking an offer exchanges both seats at once; a
 * refusal (the one-a-day rule, a seat that changed) is said next to the offer. Live on InterviewSwap.
 */
export function SwapSection({ schedule }: { schedule: ApplicantInterviewSchedule }) {
  const t = useT();
  const matchCycleCode = schedule.matchCycleCode;
  const query = useContractQuery(listMySwaps, { params: { matchCycleCode } });
  useApplicantInterviewLive(query.reload);
  const swaps = query.data;
  if (!swaps) return query.error ? null : <PageLoading />;
  const openOffers = swaps.mine.filter((offer) => offer.status === 'Open');
  const decided = swaps.mine.filter((offer) => offer.status !== 'Open');
  const withOpenOffer = new Set(openOffers.map((offer) => offer.invitationId));
  return (
    <>
      <p className="muted">{t('IvSwapIntro')}</p>
      <section aria-labelledby="iv-swap-available" className="stack">
        <h2 id="iv-swap-available">{t('IvSwapAvailable')}</h2>
        {swaps.available.length === 0 ? (
          <p className="muted">{t('IvSwapNoAvailable')}</p>
        ) : (
          <ul className="card-list">
            {swaps.available.map((offer) => (
              <AvailableOffer
                key={offer.id}
                matchCycleCode={matchCycleCode}
                offer={offer}
                onChanged={query.reload}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="iv-swap-mine" className="stack">
        <h2 id="iv-swap-mine">{t('IvSwapMine')}</h2>
        {openOffers.length === 0 ? (
          <p className="muted">{t('IvSwapNoMine')}</p>
        ) : (
          <ul className="card-list">
            {openOffers.map((offer) => (
              <MyOffer
                key={offer.id}
                matchCycleCode={matchCycleCode}
                offer={offer}
                onChanged={query.reload}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="iv-swap-new" className="stack">
        <h2 id="iv-swap-new">{t('IvSwapNew')}</h2>
        {swaps.targets.length === 0 ? (
          <p className="muted">{t('IvSwapNoAccepted')}</p>
        ) : (
          <ul className="card-list">
            {swaps.targets.map((target) => (
              <NewOffer
                key={target.invitationId}
                matchCycleCode={matchCycleCode}
                target={target}
                hasOpenOffer={withOpenOffer.has(target.invitationId)}
                onChanged={query.reload}
              />
            ))}
          </ul>
        )}
      </section>
      {decided.length > 0 ? (
        <section aria-labelledby="iv-swap-decided" className="stack">
          <h2 id="iv-swap-decided">{t('IvSwapDecided')}</h2>
          <ul className="card-list">
            {decided.map((offer) => (
              <MyOffer
                key={offer.id}
                matchCycleCode={matchCycleCode}
                offer={offer}
                onChanged={query.reload}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
