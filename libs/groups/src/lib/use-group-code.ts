import { readGroupCode } from '@pathwise/contract';
import { useParams } from 'react-router-dom';

/** The group code in the address, as the API reads codes, or null when it can't be one. */
export function useGroupCode(): string | null {
  const { code } = useParams();
  return readGroupCode(code ?? '');
}
