import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/language';
import { GLOSSARIES, checkTexts, findGlossaryVariants, findTuForms, flattenStrings } from './voice';

const words = (problems: { word: string }[]) => problems.map((p) => p.word);

describe('findTuForms', () => {
  it('finds the tú forms of a Spanish sentence mixing tú and usted', () => {
    expect(
      words(
        findTuForms('es', 'Escribe el correo de tu cuenta. Si existe, le enviaremos un enlace.'),
      ),
    ).toEqual(['tu', 'Escribe']);
    expect(
      words(findTuForms('es', 'No puedes quitarte tus derechos; inténtalo más tarde.')),
    ).toEqual(['puedes', 'quitarte', 'tus', 'inténtalo']);
  });

  it('accepts the same sentences written as usted', () => {
    expect(
      findTuForms('es', 'Escriba el correo de su cuenta. Si existe, le enviaremos un enlace.'),
    ).toEqual([]);
    expect(findTuForms('es', 'No puede quitarse sus derechos; inténtelo más tarde.')).toEqual([]);
  });

  it('refuses an ambiguous imperative only where a clause starts, and lets a noun through', () => {
    expect(words(findTuForms('es', 'Guardado. Revisa la información.'))).toEqual(['Revisa']);
    expect(findTuForms('es', 'Un certificador revisa la información y acepta la empresa.')).toEqual(
      [],
    );
    expect(findTuForms('es', 'Descarga de créditos retirados')).toEqual([]);
    expect(findTuForms('es', 'Preparando la descarga…')).toEqual([]);
    expect(words(findTuForms('es', 'Descarga el archivo.'))).toEqual(['Descarga']);
  });

  it('does not read a word inside a longer one, a placeholder or a tag', () => {
    expect(findTuForms('es', 'Estatuto, título, detuvo y {{tu}} <te>')).toEqual([]);
    expect(findTuForms('pt', 'Até o estatuto de {tu}.')).toEqual([]);
  });

  it('finds the Portuguese tu forms and accepts você', () => {
    expect(words(findTuForms('pt', 'Verifica o teu e-mail: tu podes entrar.'))).toEqual([
      'teu',
      'tu',
      'podes',
      'Verifica',
    ]);
    expect(findTuForms('pt', 'Verifique o seu e-mail: você pode entrar.')).toEqual([]);
  });

  it('has nothing to say about English', () => {
    expect(findTuForms('en', 'Te tu tus')).toEqual([]);
  });
});

describe('findGlossaryVariants', () => {
  it('finds a concept named by a forbidden variant', () => {
    expect(findGlossaryVariants('es', 'Id en la plataforma')).toMatchObject([
      { word: 'Id en la plataforma', conceptId: 'platformId', term: 'ID de plataforma' },
    ]);
    expect(findGlossaryVariants('pt', 'Documentos de due diligence')).toMatchObject([
      { conceptId: 'dueDiligence', term: 'Diligência prévia' },
    ]);
  });

  it('tells "Descargar todos" from "Descargar todos los archivos de…"', () => {
    expect(words(findGlossaryVariants('es', 'Descargar todos'))).toEqual(['Descargar todos']);
    expect(findGlossaryVariants('es', 'Descargar todos los archivos de RUT')).toEqual([]);
  });

  it('matches a whole value where the variant says so', () => {
    expect(words(findGlossaryVariants('es', 'Completa'))).toEqual(['Completa']);
    expect(findGlossaryVariants('es', 'La información es veraz y completa.')).toEqual([]);
  });

  it('accepts every preferred term', () => {
    for (const lng of LANGUAGES) {
      for (const entry of GLOSSARIES[lng]) {
        expect(findGlossaryVariants(lng, entry.term), `${lng} ${entry.id}`).toEqual([]);
      }
    }
  });

  it('has the same concepts in every language', () => {
    const ids = (lng: (typeof LANGUAGES)[number]) => GLOSSARIES[lng].map((e) => e.id).sort();
    expect(ids('en')).toEqual(ids('es'));
    expect(ids('pt')).toEqual(ids('es'));
  });
});

describe('checkTexts', () => {
  it('names the file, the key and the offending word', () => {
    const failures = checkTexts('es', [
      {
        where: 'password.json recovery.intro',
        text: 'Escribe el correo de tu cuenta… le enviaremos',
      },
    ]);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain('password.json recovery.intro [es]: "tu" speaks as tú/tu');
    expect(failures[1]).toContain('"Escribe"');
  });

  it('flattens nested translations with dotted keys', () => {
    expect(flattenStrings({ a: { b: 'x', c: ['y'] } })).toEqual([
      { key: 'a.b', text: 'x' },
      { key: 'a.c[0]', text: 'y' },
    ]);
  });
});
