import { BIG_FIVE_DOMAIN_ORDER, bigFiveDomainInfo } from './domains';

describe('Big Five domains', () => {
  it('finds each domain by its initial', () => {
    expect(bigFiveDomainInfo('O').name).toBe('Openness to Experience');
    for (const domain of BIG_FIVE_DOMAIN_ORDER)
      expect(bigFiveDomainInfo(domain).domain).toBe(domain);
  });
});
