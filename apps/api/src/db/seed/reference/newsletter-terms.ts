import type { TermsData } from './terms-types';

const es = `<h2>Condiciones del boletín</h2>
<p>El boletín del Registro informa sobre proyectos, emisiones, transferencias y retiros de créditos, cambios de la plataforma y eventos del mercado de carbono. Es gratuito y no crea una cuenta en el Registro.</p>
<h3>1. Qué recibirá</h3>
<ul>
<li>Como máximo un mensaje al mes, y avisos excepcionales cuando un cambio de la plataforma o de la regulación lo justifique.</li>
<li>Nunca publicidad de terceros ni solicitudes de contraseñas o de datos de su cuenta.</li>
</ul>
<h3>2. Sus datos</h3>
<p>Guardamos solo su correo electrónico y el idioma en que se suscribió, y los tratamos según la <strong>Política de tratamiento de datos personales</strong> del Registro, únicamente para enviarle el boletín. No los vendemos ni los cedemos.</p>
<h3>3. Cómo darse de baja</h3>
<p>Cada mensaje incluye un enlace para darse de baja. También puede pedirlo en cualquier momento escribiendo a soporte; su dirección se elimina de la lista en un plazo máximo de 10 días hábiles.</p>
<p>Al marcar la casilla de condiciones del boletín, usted acepta recibirlo en estos términos.</p>`;

const en = `<h2>Newsletter terms</h2>
<p>The Registry's newsletter reports on projects, issuances, transfers and retirements of credits, changes to the platform and events of the carbon market. It is free and does not open an account in the Registry.</p>
<h3>1. What you will receive</h3>
<ul>
<li>At most one message a month, and exceptional notices when a change to the platform or to the regulation calls for one.</li>
<li>Never third-party advertising, nor requests for passwords or for your account's data.</li>
</ul>
<h3>2. Your data</h3>
<p>We keep only your e-mail address and the language you subscribed in, and process them under the Registry's <strong>Personal data processing policy</strong>, only to send you the newsletter. We neither sell nor share them.</p>
<h3>3. How to unsubscribe</h3>
<p>Every message has a link to unsubscribe. You can also ask at any time by writing to support; your address leaves the list within 10 working days at the latest.</p>
<p>By ticking the newsletter terms box you agree to receive it on these terms.</p>`;

const pt = `<h2>Condições do boletim</h2>
<p>O boletim do Registro informa sobre projetos, emissões, transferências e aposentadorias de créditos, mudanças da plataforma e eventos do mercado de carbono. É gratuito e não cria uma conta no Registro.</p>
<h3>1. O que você vai receber</h3>
<ul>
<li>No máximo uma mensagem por mês, e avisos excepcionais quando uma mudança da plataforma ou da regulação o justificar.</li>
<li>Nunca publicidade de terceiros nem pedidos de senhas ou de dados da sua conta.</li>
</ul>
<h3>2. Seus dados</h3>
<p>Guardamos apenas o seu e-mail e o idioma em que você se inscreveu, e os tratamos conforme a <strong>Política de tratamento de dados pessoais</strong> do Registro, somente para lhe enviar o boletim. Não os vendemos nem os compartilhamos.</p>
<h3>3. Como cancelar a inscrição</h3>
<p>Cada mensagem traz um link para cancelar a inscrição. Você também pode pedir a qualquer momento escrevendo ao suporte; seu endereço sai da lista em no máximo 10 dias úteis.</p>
<p>Ao marcar a caixa das condições do boletim, você aceita recebê-lo nestes termos.</p>`;

/** The newsletter's terms (kind 'newsletter'): what the footer's terms box accepts, version 1. */
export const NEWSLETTER_TERMS: TermsData = {
  kind: 'newsletter',
  version: 1,
  name: {
    es: 'Condiciones del boletín',
    en: 'Newsletter terms',
    pt: 'Condições do boletim',
  },
  terms: { es, en, pt },
};
