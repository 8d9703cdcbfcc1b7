export { VERDICTS_KEY } from './browser-verdicts';
export { useVerdicts, type VerdictsView } from './use-verdicts';
export { useVerdictsSync } from './use-verdicts-sync';
export { useGetVerdictStatsQuery } from '@pathwise/api';
