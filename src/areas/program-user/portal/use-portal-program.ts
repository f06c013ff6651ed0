import { useParams } from 'wouter';
import {
  getProgramUserContext,
  type ProgramUserCycle,
  type ProgramUserProgram,
} from '../../../../core/contracts/programs/program-user.contract.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';

export type PortalPlace = {
  matchCycleCode: string | undefined;
  programCode: string;
  /** The user's program named by the route (undefined until loaded, or when it is not theirs). */
  program: ProgramUserProgram | undefined;
  cycle: ProgramUserCycle | undefined;
  isLoading: boolean;
};

/** The program (and cycle) the program-user route names, from the user's context. */
export function usePortalProgram(): PortalPlace {
  const params = useParams<{ matchCycleCode?: string; programCode: string }>();
  const context = useContractQuery(getProgramUserContext, {});
  const program = context.data?.programs.find((p) => p.code === params.programCode);
  const cycle = program?.cycles.find((c) => c.matchCycleCode === params.matchCycleCode);
  return {
    matchCycleCode: params.matchCycleCode,
    programCode: params.programCode,
    program,
    cycle,
    isLoading: context.data === null && context.isLoading,
  };
}

/** '/program-user/<cycle>/<program>' with both segments encoded. */
export const cyclePath = (matchCycleCode: string, programCode: string) =>
  `/program-user/${encodeURIComponent(matchCycleCode)}/${encodeURIComponent(programCode)}`;

/** '/program-user/<program>/my-program/<id>/<tab>'. */
export const myProgramPath = (programCode: string, programId: number, tab = 'program') =>
  `/program-user/${encodeURIComponent(programCode)}/my-program/${programId}/${tab}`;
