/**
 * Demo data for BuildMarket, a module per part of it; the seed (../index.ts) reads it all from
 * here. Every company, person and address is fictional.
 *
 * Prices are integer cents in the currency of the supplier's home country (CAD for Canada, USD
 * for the United States, MXN for Mexico): the currency of the country (countries.currency).
 */
export * from './places';
export * from './suppliers';
export * from './site';
export * from './careers';
