import type { CountryData } from './types';

/** Brazil: 26 states and the Federal District (ISO 3166-2:BR). */
export const brazil: CountryData = {
  code: 'BR',
  name: { es: 'Brasil', en: 'Brazil', pt: 'Brasil' },
  formatDocumentNumber: '###.###.###.###.###',
  formatCellPhone: '## ##### ####',
  phoneCode: '+55',
  documentTypes: [
    {
      code: 'CNPJ',
      description: {
        es: 'CNPJ - Registro Nacional de Personas Jurídicas',
        en: 'CNPJ - National Register of Legal Entities',
        pt: 'CNPJ - Cadastro Nacional da Pessoa Jurídica',
      },
      isVerificationDigit: false,
    },
    {
      code: 'CPF',
      description: {
        es: 'CPF - Registro de Personas Físicas',
        en: 'CPF - Individual Taxpayer Registry',
        pt: 'CPF - Cadastro de Pessoas Físicas',
      },
      isVerificationDigit: false,
    },
  ],
  regions: [
    ['BR-AC', 'Acre', ['Rio Branco', 'Cruzeiro do Sul', 'Sena Madureira', 'Tarauacá']],
    ['BR-AL', 'Alagoas', ['Maceió', 'Arapiraca', 'Palmeira dos Índios', 'Rio Largo', 'Penedo']],
    ['BR-AP', 'Amapá', ['Macapá', 'Santana', 'Laranjal do Jari', 'Oiapoque']],
    ['BR-AM', 'Amazonas', ['Manaus', 'Parintins', 'Itacoatiara', 'Manacapuru', 'Tefé']],
    [
      'BR-BA',
      'Bahia',
      ['Salvador', 'Feira de Santana', 'Vitória da Conquista', 'Camaçari', 'Ilhéus'],
    ],
    ['BR-CE', 'Ceará', ['Fortaleza', 'Caucaia', 'Juazeiro do Norte', 'Sobral', 'Maracanaú']],
    ['BR-DF', 'Distrito Federal', ['Brasília']],
    ['BR-ES', 'Espírito Santo', ['Vitória', 'Vila Velha', 'Serra', 'Cariacica', 'Linhares']],
    ['BR-GO', 'Goiás', ['Goiânia', 'Aparecida de Goiânia', 'Anápolis', 'Rio Verde', 'Luziânia']],
    ['BR-MA', 'Maranhão', ['São Luís', 'Imperatriz', 'Caxias', 'Timon', 'Codó']],
    ['BR-MT', 'Mato Grosso', ['Cuiabá', 'Várzea Grande', 'Rondonópolis', 'Sinop', 'Sorriso']],
    [
      'BR-MS',
      'Mato Grosso do Sul',
      ['Campo Grande', 'Dourados', 'Três Lagoas', 'Corumbá', 'Ponta Porã'],
    ],
    [
      'BR-MG',
      'Minas Gerais',
      ['Belo Horizonte', 'Uberlândia', 'Contagem', 'Juiz de Fora', 'Montes Claros'],
    ],
    ['BR-PA', 'Pará', ['Belém', 'Ananindeua', 'Santarém', 'Marabá', 'Altamira']],
    ['BR-PB', 'Paraíba', ['João Pessoa', 'Campina Grande', 'Santa Rita', 'Patos', 'Bayeux']],
    ['BR-PR', 'Paraná', ['Curitiba', 'Londrina', 'Maringá', 'Ponta Grossa', 'Foz do Iguaçu']],
    [
      'BR-PE',
      'Pernambuco',
      ['Recife', 'Jaboatão dos Guararapes', 'Olinda', 'Caruaru', 'Petrolina'],
    ],
    ['BR-PI', 'Piauí', ['Teresina', 'Parnaíba', 'Picos', 'Piripiri', 'Floriano']],
    [
      'BR-RJ',
      'Rio de Janeiro',
      ['Rio de Janeiro', 'São Gonçalo', 'Duque de Caxias', 'Nova Iguaçu', 'Niterói'],
    ],
    ['BR-RN', 'Rio Grande do Norte', ['Natal', 'Mossoró', 'Parnamirim', 'Caicó']],
    [
      'BR-RS',
      'Rio Grande do Sul',
      ['Porto Alegre', 'Caxias do Sul', 'Pelotas', 'Canoas', 'Santa Maria'],
    ],
    ['BR-RO', 'Rondônia', ['Porto Velho', 'Ji-Paraná', 'Ariquemes', 'Vilhena', 'Cacoal']],
    ['BR-RR', 'Roraima', ['Boa Vista', 'Rorainópolis', 'Caracaraí', 'Pacaraima']],
    ['BR-SC', 'Santa Catarina', ['Florianópolis', 'Joinville', 'Blumenau', 'Chapecó', 'Itajaí']],
    ['BR-SP', 'São Paulo', ['São Paulo', 'Campinas', 'Guarulhos', 'Santos', 'Ribeirão Preto']],
    [
      'BR-SE',
      'Sergipe',
      ['Aracaju', 'Nossa Senhora do Socorro', 'Lagarto', 'Itabaiana', 'Estância'],
    ],
    [
      'BR-TO',
      'Tocantins',
      ['Palmas', 'Araguaína', 'Gurupi', 'Porto Nacional', 'Paraíso do Tocantins'],
    ],
  ],
};
