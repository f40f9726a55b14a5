/** A methodology of a standard, by the standard's code (DESIGN.md 4.2). */
export interface MethodologyData {
  standardCode: string;
  code: string;
  /** The methodology's own title: a proper name, the same in every language. */
  title: string;
}

/** A few real methodologies of each seeded standard (their published codes and titles). */
export const METHODOLOGY_DATA: readonly MethodologyData[] = [
  {
    standardCode: 'CERCARBONO',
    code: 'M/UT-F-001',
    title: 'GHG removals from forestry activities',
  },
  {
    standardCode: 'CERCARBONO',
    code: 'M/UT-R-001',
    title: 'Avoided deforestation and forest degradation (REDD+)',
  },
  {
    standardCode: 'CERCARBONO',
    code: 'M/UT-E-001',
    title: 'Grid-connected renewable energy generation',
  },
  { standardCode: 'VCS', code: 'VM0007', title: 'REDD+ Methodology Framework (REDD+MF)' },
  { standardCode: 'VCS', code: 'VM0042', title: 'Improved Agricultural Land Management' },
  { standardCode: 'VCS', code: 'VM0047', title: 'Afforestation, Reforestation and Revegetation' },
  {
    standardCode: 'VCS',
    code: 'VMR0006',
    title: 'Installation of High Efficiency Firewood Cookstoves',
  },
  {
    standardCode: 'GS',
    code: 'GS TPDDTEC',
    title: 'Technologies and Practices to Displace Decentralized Thermal Energy Consumption',
  },
  { standardCode: 'GS', code: 'GS MMECD', title: 'Metered and Measured Energy Cooking Devices' },
  {
    standardCode: 'GS',
    code: 'GS A/R',
    title: 'Afforestation/Reforestation GHG Emissions Reduction and Sequestration',
  },
  {
    standardCode: 'BCR',
    code: 'BCR0001',
    title: 'Quantification of GHG removals from ARR activities',
  },
  {
    standardCode: 'BCR',
    code: 'BCR0002',
    title: 'Quantification of GHG emission reductions from REDD+ projects',
  },
  {
    standardCode: 'CDM',
    code: 'AMS-I.D.',
    title: 'Grid connected renewable electricity generation',
  },
  {
    standardCode: 'CDM',
    code: 'ACM0002',
    title: 'Grid-connected electricity generation from renewable sources',
  },
  {
    standardCode: 'CDM',
    code: 'AR-ACM0003',
    title: 'Afforestation and reforestation of lands except wetlands',
  },
  {
    standardCode: 'CDM',
    code: 'AMS-III.D.',
    title: 'Methane recovery in animal manure management systems',
  },
  { standardCode: 'CDM', code: 'ACM0001', title: 'Flaring or use of landfill gas' },
  {
    standardCode: 'ACR',
    code: 'ACR IFM',
    title: 'Improved Forest Management on Non-Federal U.S. Forestlands',
  },
  {
    standardCode: 'ACR',
    code: 'ACR LFG',
    title: 'Landfill Gas Destruction and Beneficial Use Projects',
  },
  { standardCode: 'CAR', code: 'CAR MFP', title: 'Mexico Forest Protocol' },
  { standardCode: 'CAR', code: 'CAR USLP', title: 'U.S. Landfill Protocol' },
  {
    standardCode: 'PLAN_VIVO',
    code: 'PM001',
    title: 'Agriculture and Forestry Carbon Benefit Assessment',
  },
  { standardCode: 'PURO', code: 'PURO BIOCHAR', title: 'Biochar Methodology' },
  { standardCode: 'PURO', code: 'PURO ERW', title: 'Enhanced Rock Weathering' },
];
