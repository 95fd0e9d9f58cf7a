import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closedCashierUrl } from '../rules/cashier-url';

/** Closes whichever cashier modal is open: the page stays, the cashier's parameters leave the url. */
export function useCloseCashier() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => navigate(closedCashierUrl(location)), [location, navigate]);
}
