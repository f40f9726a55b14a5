// The widget's translations register themselves on import; they export nothing.
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/pt-br';
