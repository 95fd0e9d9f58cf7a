import { createRoot } from 'react-dom/client';

/** The floor every React site pays: React and ReactDOM rendering one heading. */
const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Baseline</h1>);
