import type { TermsData } from './terms-types';

const en = `<h2>Registry terms and conditions of use</h2>
<p>These terms govern the use of the carbon-credit registry (the <strong>Registry</strong>) by the companies that open an account in it and by the users who act for them. By accepting them, the person who accepts declares that they are authorised to bind the company.</p>
<h3>1. What the Registry does</h3>
<p>The Registry records climate-change mitigation projects, the carbon credits issued for them by a certification programme, and every movement of those credits: issuance, transfer, conversion to kilograms, cancellation and retirement. One credit represents one tonne of carbon dioxide equivalent (tCO2e) reduced or removed, as verified by an accredited validation and verification body.</p>
<h3>2. Accounts and access</h3>
<ul>
<li>The account holder provides truthful, complete and current information, and keeps its billing and due-diligence data up to date.</li>
<li>Credentials are personal. Users keep them confidential and report at once any suspected unauthorised use.</li>
<li>Company administrators decide which users act for the company and with which permits, and answer for what those users do.</li>
<li>The Registry may suspend an account while it reviews information, or when there are signs of fraud, money laundering or a breach of these terms.</li>
</ul>
<h3>3. Credits and records</h3>
<p>Each credit has a unique serial number and is held by one account at a time. <strong>A retirement is final:</strong> a retired credit cannot be transferred, sold or used again, and its public certificate is evidence of the retirement. Every movement is written to an append-only journal whose entries are chained by cryptographic hashes, so anyone can verify that the history has not been rewritten.</p>
<h3>4. Obligations of the account holder</h3>
<ul>
<li>Do not claim the same reduction or removal in another registry or programme (double counting), and report any credit that may already have been used elsewhere.</li>
<li>Use credits and certificates only for lawful purposes, and describe retirements and offsetting claims truthfully.</li>
<li>Comply with the anti-money-laundering, counter-terrorist-financing and sanctions rules that apply to you.</li>
</ul>
<h3>5. Liability</h3>
<p>The Registry records information supplied by account holders, developers, validation and verification bodies and certification programmes. It does not guarantee the environmental outcome of a project, the price of credits, or the result of operations on the external markets that can be linked to an account. It is not liable for losses caused by the misuse of credentials held by the account holder.</p>
<h3>6. Fees, changes and contact</h3>
<p>Services are invoiced according to the fee schedule in force. These terms may change; the new version is shown at the next login and must be accepted to keep using the Registry. Questions and complaints are answered through the support channel shown at the foot of every page.</p>`;

const es = `<h2>Términos y condiciones de uso del registro</h2>
<p>Estos términos regulan el uso del registro de créditos de carbono (el <strong>Registro</strong>) por parte de las empresas que abren una cuenta en él y de los usuarios que actúan en su nombre. Quien los acepta declara que está autorizado para obligar a la empresa.</p>
<h3>1. Qué hace el Registro</h3>
<p>El Registro inscribe proyectos de mitigación del cambio climático, los créditos de carbono que un programa de certificación emite para ellos y cada movimiento de esos créditos: emisión, transferencia, conversión a kilogramos, cancelación y retiro. Un crédito representa una tonelada de dióxido de carbono equivalente (tCO2e) reducida o removida, según la verificación de un organismo de validación y verificación acreditado.</p>
<h3>2. Cuentas y acceso</h3>
<ul>
<li>El titular de la cuenta entrega información veraz, completa y actualizada, y mantiene al día sus datos de facturación y de debida diligencia.</li>
<li>Las credenciales son personales. Los usuarios las guardan en reserva y avisan de inmediato cualquier sospecha de uso no autorizado.</li>
<li>Los administradores de la empresa deciden qué usuarios actúan por ella y con qué permisos, y responden por lo que esos usuarios hacen.</li>
<li>El Registro puede suspender una cuenta mientras revisa información, o cuando haya indicios de fraude, lavado de activos o incumplimiento de estos términos.</li>
</ul>
<h3>3. Créditos y registros</h3>
<p>Cada crédito tiene un número de serie único y pertenece a una sola cuenta a la vez. <strong>El retiro es definitivo:</strong> un crédito retirado no puede transferirse, venderse ni usarse de nuevo, y su certificado público es la prueba del retiro. Cada movimiento se escribe en un diario de solo adición cuyas entradas se encadenan con huellas criptográficas, de modo que cualquiera puede comprobar que la historia no fue reescrita.</p>
<h3>4. Obligaciones del titular</h3>
<ul>
<li>No reclamar la misma reducción o remoción en otro registro o programa (doble contabilidad) e informar cualquier crédito que pueda haberse usado en otra parte.</li>
<li>Usar los créditos y certificados solo con fines lícitos y describir con veracidad los retiros y las declaraciones de compensación.</li>
<li>Cumplir las normas de prevención del lavado de activos, de la financiación del terrorismo y de sanciones que le sean aplicables.</li>
</ul>
<h3>5. Responsabilidad</h3>
<p>El Registro inscribe la información que entregan titulares, desarrolladores, organismos de validación y verificación y programas de certificación. No garantiza el resultado ambiental de un proyecto, el precio de los créditos ni el resultado de las operaciones en los mercados externos que pueden vincularse a una cuenta. No responde por pérdidas causadas por el mal uso de las credenciales del titular.</p>
<h3>6. Tarifas, cambios y contacto</h3>
<p>Los servicios se facturan según las tarifas vigentes. Estos términos pueden cambiar; la nueva versión se muestra en el siguiente inicio de sesión y debe aceptarse para seguir usando el Registro. Las preguntas y reclamos se atienden por el canal de soporte que aparece al pie de cada página.</p>`;

const pt = `<h2>Termos e condições de uso do registro</h2>
<p>Estes termos regem o uso do registro de créditos de carbono (o <strong>Registro</strong>) pelas empresas que nele abrem uma conta e pelos usuários que atuam em seu nome. Quem os aceita declara estar autorizado a obrigar a empresa.</p>
<h3>1. O que o Registro faz</h3>
<p>O Registro inscreve projetos de mitigação da mudança do clima, os créditos de carbono que um programa de certificação emite para eles e cada movimentação desses créditos: emissão, transferência, conversão em quilogramas, cancelamento e aposentadoria. Um crédito representa uma tonelada de dióxido de carbono equivalente (tCO2e) reduzida ou removida, conforme a verificação de um organismo de validação e verificação acreditado.</p>
<h3>2. Contas e acesso</h3>
<ul>
<li>O titular da conta fornece informações verdadeiras, completas e atualizadas, e mantém em dia seus dados de faturamento e de diligência prévia.</li>
<li>As credenciais são pessoais. Os usuários as mantêm em sigilo e comunicam de imediato qualquer suspeita de uso não autorizado.</li>
<li>Os administradores da empresa decidem quais usuários atuam por ela e com quais permissões, e respondem pelo que esses usuários fazem.</li>
<li>O Registro pode suspender uma conta enquanto revisa informações, ou quando houver indícios de fraude, lavagem de dinheiro ou descumprimento destes termos.</li>
</ul>
<h3>3. Créditos e registros</h3>
<p>Cada crédito tem um número de série único e pertence a uma só conta por vez. <strong>A aposentadoria é definitiva:</strong> um crédito aposentado não pode ser transferido, vendido nem usado de novo, e seu certificado público é a prova da aposentadoria. Cada movimentação é gravada em um diário somente de acréscimo cujas entradas são encadeadas por hashes criptográficos, de modo que qualquer pessoa pode verificar que o histórico não foi reescrito.</p>
<h3>4. Obrigações do titular</h3>
<ul>
<li>Não reivindicar a mesma redução ou remoção em outro registro ou programa (dupla contagem) e informar qualquer crédito que possa ter sido usado em outro lugar.</li>
<li>Usar os créditos e certificados apenas para fins lícitos e descrever com veracidade as aposentadorias e as alegações de compensação.</li>
<li>Cumprir as normas de prevenção à lavagem de dinheiro, ao financiamento do terrorismo e de sanções que lhe sejam aplicáveis.</li>
</ul>
<h3>5. Responsabilidade</h3>
<p>O Registro inscreve as informações fornecidas por titulares, desenvolvedores, organismos de validação e verificação e programas de certificação. Não garante o resultado ambiental de um projeto, o preço dos créditos nem o resultado das operações nos mercados externos que podem ser vinculados a uma conta. Não responde por perdas causadas pelo mau uso das credenciais do titular.</p>
<h3>6. Tarifas, mudanças e contato</h3>
<p>Os serviços são faturados conforme as tarifas vigentes. Estes termos podem mudar; a nova versão é exibida no próximo login e deve ser aceita para continuar usando o Registro. Dúvidas e reclamações são atendidas pelo canal de suporte indicado no rodapé de cada página.</p>`;

/** Terms and conditions of use (kind 'terms'), version 1. */
export const TERMS_AND_CONDITIONS: TermsData = {
  kind: 'terms',
  version: 1,
  name: {
    es: 'Términos y condiciones de uso',
    en: 'Terms and conditions of use',
    pt: 'Termos e condições de uso',
  },
  terms: { es, en, pt },
};
