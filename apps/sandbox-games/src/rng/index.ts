export { createCryptoRng, createRejectionSampler, createSeededRng, type Rng, shuffle } from './rng';
