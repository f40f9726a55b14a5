import type { CountryData } from './types';

/** Chile: 16 regions (ISO 3166-2:CL). */
export const chile: CountryData = {
  code: 'CL',
  name: { es: 'Chile', en: 'Chile', pt: 'Chile' },
  formatDocumentNumber: '###.###.###',
  formatCellPhone: '# #### ####',
  phoneCode: '+56',
  documentTypes: [
    {
      code: 'RUT',
      description: {
        es: 'RUT - Rol Único Tributario',
        en: 'RUT - Single Tax Roll number',
        pt: 'RUT - Rol Único Tributário',
      },
      isVerificationDigit: true,
    },
  ],
  regions: [
    ['CL-AP', 'Arica y Parinacota', ['Arica', 'Putre', 'Camarones']],
    ['CL-TA', 'Tarapacá', ['Iquique', 'Alto Hospicio', 'Pozo Almonte', 'Pica', 'Huara']],
    [
      'CL-AN',
      'Antofagasta',
      ['Antofagasta', 'Calama', 'Tocopilla', 'Mejillones', 'San Pedro de Atacama'],
    ],
    ['CL-AT', 'Atacama', ['Copiapó', 'Vallenar', 'Caldera', 'Chañaral', 'Diego de Almagro']],
    ['CL-CO', 'Coquimbo', ['La Serena', 'Coquimbo', 'Ovalle', 'Illapel', 'Vicuña']],
    ['CL-VS', 'Valparaíso', ['Valparaíso', 'Viña del Mar', 'Quilpué', 'San Antonio', 'Los Andes']],
    [
      'CL-RM',
      'Región Metropolitana de Santiago',
      ['Santiago', 'Puente Alto', 'Maipú', 'Las Condes', 'San Bernardo'],
    ],
    [
      'CL-LI',
      "Libertador General Bernardo O'Higgins",
      ['Rancagua', 'San Fernando', 'Rengo', 'Santa Cruz', 'Pichilemu'],
    ],
    ['CL-ML', 'Maule', ['Talca', 'Curicó', 'Linares', 'Constitución', 'Cauquenes']],
    ['CL-NB', 'Ñuble', ['Chillán', 'Chillán Viejo', 'San Carlos', 'Bulnes', 'Quirihue']],
    [
      'CL-BI',
      'Biobío',
      ['Concepción', 'Talcahuano', 'Los Ángeles', 'Coronel', 'San Pedro de la Paz'],
    ],
    ['CL-AR', 'La Araucanía', ['Temuco', 'Padre Las Casas', 'Villarrica', 'Angol', 'Pucón']],
    ['CL-LR', 'Los Ríos', ['Valdivia', 'La Unión', 'Río Bueno', 'Panguipulli']],
    ['CL-LL', 'Los Lagos', ['Puerto Montt', 'Osorno', 'Castro', 'Ancud', 'Puerto Varas']],
    [
      'CL-AI',
      'Aysén del General Carlos Ibáñez del Campo',
      ['Coyhaique', 'Puerto Aysén', 'Chile Chico', 'Cochrane'],
    ],
    [
      'CL-MA',
      'Magallanes y de la Antártica Chilena',
      ['Punta Arenas', 'Puerto Natales', 'Porvenir', 'Puerto Williams'],
    ],
  ],
};
