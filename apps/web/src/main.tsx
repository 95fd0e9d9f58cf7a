import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { SiteRouter, SiteRoutes } from './app/site-router';
import './styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <SiteRouter>
        <SiteRoutes />
      </SiteRouter>
    </AppProviders>
  </StrictMode>,
);
