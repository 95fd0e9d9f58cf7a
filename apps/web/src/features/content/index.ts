const Placeholder = () => null;
export const HomePage = Placeholder;
export const PromotionsPage = Placeholder;
export const StaticPage = Placeholder;
