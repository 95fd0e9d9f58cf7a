import './lookup.css';
import { startLookup } from './app';
import { parseLookupQuery } from './lookup-query';

// The customer lookup's entry point (bundled to /client/lookup.js, served on port 4000).
const root = document.getElementById('lookup-root');
if (root) {
  startLookup({
    root,
    query: parseLookupQuery(window.location.search),
    parent: window.parent === window ? null : window.parent,
  });
}
