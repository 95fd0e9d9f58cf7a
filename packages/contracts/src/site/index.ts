/*
 * The wire shapes of the site API that belong to no one feature (compliance README, content
 * README): the site context, the contact form, static pages and banners, versioned policies and
 * the Dev panel's calls. The platform validates and documents them; the site imports the types,
 * and at run time only the plain values of wire-values.ts.
 */
export * from './contact';
export * from './content';
export * from './dev-tools';
export * from './policies';
export * from './site-context';
export * from './wire-values';
