// The answer options of `@bigfive-org/questions`, one CommonJS file per language, without types.
declare module '@bigfive-org/questions/data/*/choices.js' {
  interface Choice {
    readonly text: string;
    readonly score: number;
    readonly color: number;
  }
  const choices: { readonly plus: readonly Choice[]; readonly minus: readonly Choice[] };
  export default choices;
}

// The result texts of `@bigfive-org/results`, one CommonJS module per language, without types.
declare module '@bigfive-org/results/lib/data/*/index.js' {
  interface TemplateDomain {
    readonly domain: string;
    readonly title: string;
    readonly shortDescription: string;
    readonly description: string;
    readonly results: readonly { readonly score: string; readonly text: string }[];
    readonly facets: readonly {
      readonly facet: number;
      readonly title: string;
      readonly text: string;
    }[];
  }
  const template: readonly TemplateDomain[];
  export default template;
}
