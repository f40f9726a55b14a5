import type { TermsData } from './terms-types';

const en = `<h2>Personal data processing policy</h2>
<p>This policy explains how the Registry processes the personal data of the people who use it or who are named in it, in accordance with Colombia's Statutory Law 1581 of 2012 and its regulations, Brazil's General Data Protection Law (<em>LGPD</em>, Law 13,709 of 2018), the EU General Data Protection Regulation (<em>GDPR</em>, Regulation (EU) 2016/679), Peru's Law 29733, Chile's Law 19,628, Mexico's federal law on the protection of personal data held by private parties, and any other law that applies.</p>
<h3>1. Data we process</h3>
<ul>
<li>Identification and contact data of users, legal representatives, contacts, chief executives and shareholders: name, document type and number, e-mail, phone, country, region and city.</li>
<li>Usage data: sign-in records, IP addresses, language and the actions taken in the Registry.</li>
<li>Documents uploaded for billing and due diligence, which may contain personal data.</li>
<li>E-mail addresses given to subscribe to the newsletter.</li>
</ul>
<h3>2. Purposes</h3>
<ul>
<li>Open and manage accounts, authenticate users and keep the Registry secure.</li>
<li>Carry out know-your-customer, anti-money-laundering and sanctions checks.</li>
<li>Record and certify issuances, transfers and retirements. <strong>Retirement certificates are public</strong> and show the beneficiary named by the account holder.</li>
<li>Invoice services and meet legal, tax and accounting obligations.</li>
<li>Send the newsletter, only to those who subscribed; every message offers a way to unsubscribe.</li>
</ul>
<h3>3. Your rights</h3>
<p>You may know, update and correct your data; ask for proof of your authorisation; be told how your data is used; object to processing; ask for portability where the law provides it; ask for deletion; and withdraw your authorisation. Deletion does not apply to data that must be kept by law or that forms part of the Registry's journal, which cannot be altered. Queries are answered within 10 business days and claims within 15 business days, or sooner where the applicable law requires. You may also complain to your data protection authority (in Colombia, the Superintendence of Industry and Commerce).</p>
<h3>4. Sharing and international transfers</h3>
<p>We share data only with the certification programmes, validation and verification bodies and service providers (hosting, e-mail, file scanning) that need it and are bound by confidentiality; with authorities when the law requires it; and, when you ask, with the external markets you link to your account. Transfers to other countries are made with the safeguards the law requires.</p>
<h3>5. Retention and security</h3>
<p>Data is kept while the account is active and afterwards for the periods set by law. It is protected by encryption in transit, hashed passwords, access control by role and audit records.</p>
<p>By ticking the personal-data box you authorise the processing described in this policy.</p>`;

const es = `<h2>Política de tratamiento de datos personales</h2>
<p>Esta política explica cómo el Registro trata los datos personales de quienes lo usan o son mencionados en él, conforme a la Ley Estatutaria 1581 de 2012 de Colombia y sus decretos reglamentarios, la Ley General de Protección de Datos de Brasil (<em>LGPD</em>, Ley 13.709 de 2018), el Reglamento General de Protección de Datos de la Unión Europea (<em>RGPD</em>, Reglamento (UE) 2016/679), la Ley 29733 del Perú, la Ley 19.628 de Chile, la ley federal mexicana de protección de datos personales en posesión de los particulares y las demás normas aplicables.</p>
<h3>1. Datos que tratamos</h3>
<ul>
<li>Datos de identificación y contacto de usuarios, representantes legales, contactos, directivos y accionistas: nombre, tipo y número de documento, correo, teléfono, país, región y ciudad.</li>
<li>Datos de uso: registros de inicio de sesión, direcciones IP, idioma y las acciones realizadas en el Registro.</li>
<li>Documentos cargados para facturación y debida diligencia, que pueden contener datos personales.</li>
<li>Correos entregados para suscribirse al boletín.</li>
</ul>
<h3>2. Finalidades</h3>
<ul>
<li>Abrir y administrar cuentas, autenticar a los usuarios y mantener la seguridad del Registro.</li>
<li>Realizar verificaciones de conocimiento del cliente, prevención del lavado de activos y listas de sanciones.</li>
<li>Inscribir y certificar emisiones, transferencias y retiros. <strong>Los certificados de retiro son públicos</strong> y muestran al beneficiario que indique el titular de la cuenta.</li>
<li>Facturar los servicios y cumplir obligaciones legales, tributarias y contables.</li>
<li>Enviar el boletín solo a quienes se suscribieron; cada mensaje ofrece una forma de darse de baja.</li>
</ul>
<h3>3. Sus derechos</h3>
<p>Usted puede conocer, actualizar y rectificar sus datos; solicitar prueba de su autorización; ser informado del uso que se les da; oponerse al tratamiento; pedir su portabilidad cuando la ley lo prevea; solicitar su supresión y revocar la autorización. La supresión no procede sobre datos que deban conservarse por ley o que formen parte del diario del Registro, que no puede alterarse. Las consultas se responden en un máximo de 10 días hábiles y los reclamos en 15 días hábiles, o antes si la ley aplicable lo exige. También puede acudir a la autoridad de protección de datos (en Colombia, la Superintendencia de Industria y Comercio).</p>
<h3>4. Circulación y transferencias internacionales</h3>
<p>Compartimos datos solo con los programas de certificación, los organismos de validación y verificación y los proveedores (alojamiento, correo, análisis de archivos) que los necesitan y están obligados a la confidencialidad; con las autoridades cuando la ley lo exige, y, a su solicitud, con los mercados externos que vincule a su cuenta. Las transferencias a otros países se hacen con las garantías que exige la ley.</p>
<h3>5. Conservación y seguridad</h3>
<p>Los datos se conservan mientras la cuenta esté activa y después por los plazos que fija la ley. Se protegen con cifrado en tránsito, contraseñas con hash, control de acceso por rol y registros de auditoría.</p>
<p>Al marcar la casilla de datos personales, usted autoriza el tratamiento descrito en esta política.</p>`;

const pt = `<h2>Política de tratamento de dados pessoais</h2>
<p>Esta política explica como o Registro trata os dados pessoais de quem o usa ou nele é mencionado, conforme a Lei Geral de Proteção de Dados (<em>LGPD</em>, Lei nº 13.709/2018), a Lei Estatutária 1581 de 2012 da Colômbia e seus regulamentos, o Regulamento Geral sobre a Proteção de Dados da União Europeia (<em>RGPD</em>, Regulamento (UE) 2016/679), a Lei 29733 do Peru, a Lei 19.628 do Chile, a lei federal mexicana de proteção de dados pessoais em posse de particulares e as demais normas aplicáveis.</p>
<h3>1. Dados que tratamos</h3>
<ul>
<li>Dados de identificação e contato de usuários, representantes legais, contatos, diretores e acionistas: nome, tipo e número de documento, e-mail, telefone, país, região e cidade.</li>
<li>Dados de uso: registros de acesso, endereços IP, idioma e as ações realizadas no Registro.</li>
<li>Documentos enviados para faturamento e diligência prévia, que podem conter dados pessoais.</li>
<li>E-mails informados para assinar o boletim.</li>
</ul>
<h3>2. Finalidades</h3>
<ul>
<li>Abrir e administrar contas, autenticar os usuários e manter a segurança do Registro.</li>
<li>Realizar verificações de conhecimento do cliente, prevenção à lavagem de dinheiro e listas de sanções.</li>
<li>Inscrever e certificar emissões, transferências e aposentadorias. <strong>Os certificados de aposentadoria são públicos</strong> e mostram o beneficiário indicado pelo titular da conta.</li>
<li>Faturar os serviços e cumprir obrigações legais, tributárias e contábeis.</li>
<li>Enviar o boletim apenas a quem o assinou; cada mensagem oferece uma forma de cancelar a inscrição.</li>
</ul>
<h3>3. Seus direitos</h3>
<p>Você pode confirmar a existência de tratamento e acessar, atualizar e corrigir seus dados; pedir prova do seu consentimento; ser informado sobre o uso que se faz deles; opor-se ao tratamento; solicitar a portabilidade; pedir a eliminação e revogar o consentimento. A eliminação não se aplica a dados que devam ser mantidos por lei ou que façam parte do diário do Registro, que não pode ser alterado. Consultas são respondidas em até 10 dias úteis e reclamações em até 15 dias úteis, ou antes se a lei aplicável exigir. Você também pode reclamar à autoridade de proteção de dados (no Brasil, a ANPD).</p>
<h3>4. Compartilhamento e transferências internacionais</h3>
<p>Compartilhamos dados apenas com os programas de certificação, os organismos de validação e verificação e os prestadores de serviço (hospedagem, e-mail, análise de arquivos) que precisam deles e estão obrigados ao sigilo; com autoridades quando a lei exigir; e, a seu pedido, com os mercados externos que você vincular à sua conta. As transferências para outros países são feitas com as salvaguardas que a lei exige.</p>
<h3>5. Retenção e segurança</h3>
<p>Os dados são mantidos enquanto a conta estiver ativa e depois pelos prazos fixados em lei. São protegidos por criptografia em trânsito, senhas com hash, controle de acesso por perfil e registros de auditoria.</p>
<p>Ao marcar a caixa de dados pessoais, você autoriza o tratamento descrito nesta política.</p>`;

/** Personal-data handling policy (kind 'habeas', after Colombia's habeas data law), version 1. */
export const PERSONAL_DATA_POLICY: TermsData = {
  kind: 'habeas',
  version: 1,
  name: {
    es: 'Política de tratamiento de datos personales',
    en: 'Personal data processing policy',
    pt: 'Política de tratamento de dados pessoais',
  },
  terms: { es, en, pt },
};
