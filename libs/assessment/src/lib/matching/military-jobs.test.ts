import { MILITARY_JOBS, militaryJobFor, militaryJobsOf } from './military-jobs';

const named = (query: string) => {
  const job = militaryJobFor(query);
  return job && `${job.service} ${job.code}`;
};

describe('military jobs', () => {
  it('finds a job by its code, with or without the service or "MOS"', () => {
    expect(named('88M')).toBe('Army 88M');
    expect(named('army 88m')).toBe('Army 88M');
    expect(named('MOS 0311')).toBe('Marine Corps 0311');
    expect(named('0311')).toBe('Marine Corps 0311');
    expect(named('11B')).toBe('Army 11B');
  });

  it('reads an Air Force specialty at any skill level', () => {
    expect(named('3P0X1')).toBe('Air Force 3P0X1');
    expect(named('3P051')).toBe('Air Force 3P0X1');
    expect(named('AFSC 2T171')).toBe('Air Force 2T1X1');
  });

  it('finds a job by its title as the service writes it', () => {
    expect(named('motor transport operator')).toBe('Army 88M');
    expect(named('Motor Transport Operator ')).toBe('Army 88M');
    expect(named('hospital corpsman')).toBe('Navy HM');
    expect(named('Navy hospital corpsman')).toBe('Navy HM');
    expect(named("boatswain's mate")).toBe('Navy BM');
    expect(named('master at arms')).toBe('Navy MA');
    expect(named('USMC motor vehicle operator')).toBe('Marine Corps 3531');
  });

  it('leaves everyday words and a Navy rating’s two letters alone', () => {
    for (const query of [
      'it',
      'IT',
      'cs',
      'nurse',
      'truck driver',
      'motor',
      'operator',
      '',
      '2024',
    ])
      expect(militaryJobFor(query)).toBeNull();
  });

  it('leads a motor transport operator to truck drivers first', () => {
    expect(militaryJobFor('motor transport operator')?.civilian.slice(0, 2)).toEqual([
      '53-3032.00', // Heavy and Tractor-Trailer Truck Drivers
      '53-3033.00', // Light Truck Drivers
    ]);
  });

  it("shows O*NET's Infantry the careers its jobs train for", () => {
    expect(militaryJobsOf('55-3016.00').map((job) => job.code)).toEqual(['11B', '0311']);
    expect(militaryJobsOf('55-1011.00')).toEqual([]);
  });

  it('lists each job once, with civilian O*NET-SOC codes that are not military', () => {
    const keys = MILITARY_JOBS.map((job) => `${job.service} ${job.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const job of MILITARY_JOBS) {
      expect(job.civilian.length).toBeGreaterThan(0);
      for (const code of job.civilian) expect(code).toMatch(/^(?!55-)\d{2}-\d{4}\.\d{2}$/);
    }
  });
});
