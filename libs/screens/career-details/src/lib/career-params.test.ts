import { paths, queryOf } from '@pathwise/routes';
import { paramsRead } from '@pathwise/testing/fixtures';
import { careerCodeSchema } from '@pathwise/contract';
import { careerCodeParamSchema, parseCareerParams } from './career-params';

const parse = (query: string) => parseCareerParams(new URLSearchParams(query));

describe('parseCareerParams', () => {
  it('reads a well-formed code and a known origin', () => {
    expect(parse('code=15-1252.00&from=related')).toEqual({ code: '15-1252.00', from: 'related' });
    expect(parse('code=29-1141.00&from=favourites').from).toBe('favourites');
  });

  it('treats a missing or malformed code as none', () => {
    expect(parse('').code).toBeNull();
    expect(parse('code=banana').code).toBeNull();
    expect(parse('code=15-1252').code).toBeNull();
    expect(parse('code=15-1252.00x').code).toBeNull();
  });

  it('counts an unknown or missing origin as direct', () => {
    expect(parse('code=15-1252.00').from).toBe('direct');
    expect(parse('code=15-1252.00&from=newsletter').from).toBe('direct');
  });

  it('checks codes exactly as the contract does', () => {
    for (const code of ['15-1252.00', '11-1011.03', '1-1252.00', '15-1252.0', ' 15-1252.00', '']) {
      expect(careerCodeParamSchema.safeParse(code).success).toBe(
        careerCodeSchema.safeParse(code).success,
      );
    }
  });
});

describe('what a career page reads from its address', () => {
  it('is what the route table says, so the server knows which addresses get the prerendered page', () => {
    expect(paramsRead(parseCareerParams)).toEqual([...queryOf(paths.careerDetails)].sort());
  });
});
