// Pathwise's visual identity: a drawing and a colour for each interest area, a drawing for each
// trait, and Holland's hexagon. The colours themselves are design tokens in styles.css.
export { AreaIcon } from './lib/identity/area-icon';
export { TraitIcon } from './lib/identity/trait-icon';
export { AreaBadge, AreaTag, AreaTags } from './lib/identity/area-badge';
export { TraitBadge } from './lib/identity/trait-badge';
export { AREA_COLOURS, type AreaColour } from './lib/identity/area-colours';
export { HollandHexagon } from './lib/identity/holland-hexagon';
export { areaName, traitName } from './lib/identity/identity-names';
