/** Colours offered for integrally coloured (decorative) concrete, by the suppliers who sell it. */
export const DECORATIVE_COLORS = ['Natural Grey', 'Charcoal', 'Sandstone', 'Terracotta', 'Buff', 'Slate Blue'];
