import { describe, expect, it } from "vitest";
import { countAiMarkers, findProtectedSpans, rewriteText } from "../../src/engine/rules/index.js";
import type { RewriteMode } from "../../src/engine/port.js";
import { SPANISH_FIXTURES } from "../fixtures/engine/spanish.js";
import { languageSuite } from "./language-suite.js";

const es = (text: string, mode: RewriteMode = "standard"): string => rewriteText({ text, language: "es", mode });

describe("Spanish", () => {
  it.each([
    ["Con el fin de ahorrar tiempo, usamos plantillas.", "Para ahorrar tiempo, usamos plantillas."],
    // Set 12 (languages-12/es, read after its first run): classes of the errors the reader found.
    ["Esta edición marca, además, un nuevo hito: jugarán 64 parejas.", "Esta edición supone también un nuevo logro: jugarán 64 parejas."],
    ["La liga marcó un nuevo hito.", "La liga supuso un nuevo logro."],
    ["Sus reseñas ponen de relieve, además, la cercanía.", "Sus reseñas muestran también la cercanía."],
    ["Los adultos cumplen un papel crucial en la seguridad.", "Los adultos influyen en la seguridad."],
    ["Un sistema de niveles que juega un papel clave.", /^Un sistema de niveles que (?:es importante|tiene mucho peso)\.$/],
    ["Suele surgir una sinergia vibrante entre veteranos y recién llegados.", "Suele surgir una buena sintonía entre veteranos y recién llegados."],
    ["Este pequeño tesoro escondido del Eje Cafetero recibe visitantes.", "Este pequeño lugar único del Eje Cafetero recibe visitantes."],
    ["Hay tesoros escondidos en la sierra.", "Hay lugares únicos en la sierra."],
    ["Un buen cuidado marca un antes y un después en la cicatrización.", "Un buen cuidado supone un gran cambio en la cicatrización."],
    ["Es un hábito que va transformando una piel apagada en un dibujo nítido.", "Es un hábito que va convirtiendo una piel apagada en un dibujo nítido."],
    ["El golpe de calor puede ser potencialmente grave.", "El golpe de calor puede ser grave."],
    ["Podrían estar potencialmente expuestos.", "Podrían estar expuestos."],
    ["Quienes nos visitan resaltan la calidez del recibimiento.", "Quienes nos visitan elogian la calidez del recibimiento."],
    ["Los asistentes de otras ediciones destacaron el ambiente.", "Los asistentes de otras ediciones elogiaron el ambiente."],
    ["Las obras resaltan la luz.", "Las obras muestran la luz."],
    [
      "Tenga presente que, como inteligencia artificial, mis datos llegan a 2025, así que confirme.",
      "Tenga presente que mis datos llegan a 2025, así que confirme.",
    ],
    ["Las puestas de sol, impresionantes, harán la estancia especial.", "Las puestas de sol, espectaculares, harán la estancia especial."],
    ["Hay vistas impresionantes desde la torre.", "Hay vistas espectaculares desde la torre."],
    ["La comunicación desempeña un papel crucial en el equipo.", "La comunicación influye en el equipo."],
    ["Cabe destacar que el plan funciona.", "El plan funciona."],
    ["En conclusión, el plan funciona.", /^(El plan funciona|En fin, el plan funciona)\.$/],
    ["Los técnicos llevaron a cabo la revisión.", "Los técnicos hicieron la revisión."],
    ["Debemos utilizar una amplia gama de técnicas.", "Debemos usar todo tipo de técnicas."],
  ] as [string, string | RegExp][])("%s", (input, expected) => {
    if (typeof expected === "string") expect(es(input)).toBe(expected);
    else expect(es(input)).toMatch(expected);
  });

  it("does not apply English rules (no a/an agreement, no contractions)", () => {
    expect(es("Vamos a el parque y es importante.")).toBe("Vamos a el parque y es importante.");
  });

  it.each(SPANISH_FIXTURES.map((f) => [f.id, f.text]))("fixture %s: removes markers and keeps protected spans", (_id, text) => {
    for (const mode of ["standard", "aggressive"] as const) {
      const output = es(text, mode);
      expect(countAiMarkers(text, "es")).toBeGreaterThan(0);
      expect(countAiMarkers(output, "es")).toBe(0);
      for (const line of text.split("\n")) {
        // Aggressive mode takes the bold off list labels ("- **Repaso:** …" -> "- Repaso: …").
        for (const span of findProtectedSpans(line))
          if (mode === "standard" || span.kind !== "emphasis") expect(output).toContain(line.slice(span.start, span.end));
      }
    }
  });
});

describe("Spanish aggressive approximations (set 11)", () => {
  it("writes 'cerca del' before an article and keeps 'aproximadamente' before a preposition", () => {
    expect(es("Aproximadamente el 40 % de la basura es orgánica.", "aggressive")).toBe("Cerca del 40 % de la basura es orgánica.");
    expect(es("Tenemos aproximadamente 200 socios.", "aggressive")).toBe("Tenemos cerca de 200 socios.");
    expect(es("Llegamos aproximadamente a las 10:00.", "aggressive")).toBe("Llegamos aproximadamente a las 10:00.");
  });
});

describe("Spanish openers with inverted punctuation", () => {
  it("drops a stock exclamation that starts with ¡", () => {
    expect(countAiMarkers("¡Excelente pregunta! Estudiar bien no consiste en nada.", "es")).toBe(1);
    expect(es("¡Excelente pregunta! Estudiar bien no consiste en nada.")).toBe("Estudiar bien no consiste en nada.");
  });
});

// The markers issue 22 found surviving ("notable", "prometedor", "sumamente", "no dude en") and the
// same checks as every other language.
languageSuite("Spanish", {
  language: "es",
  rewrites: [
    // Set 13 (languages-13/es, read after its first run): classes of the errors the reader found.
    ["Somos, sin duda, la opción de confianza del barrio.", "Somos la opción de confianza del barrio."],
    ["El curso se ha convertido, sin duda, en una cita fija.", "El curso se ha convertido en una cita fija."],
    ["Hoy cerramos. No dude en pedirnos un presupuesto: se lo enviaremos mañana.", "Hoy cerramos. Pídanos un presupuesto: se lo enviaremos mañana."],
    ["Hoy cerramos. ¡No dudéis en preguntarnos por el bono: la quinta clase es gratis!", "Hoy cerramos. ¡Preguntadnos por el bono: la quinta clase es gratis!"],
    ["Hoy cerramos. No dudes en preguntarnos lo que quieras: estamos para ayudarte.", "Hoy cerramos."],
    ["No duden en escribirnos a info@ejemplo.es.", "Escríbannos a info@ejemplo.es."],
    ["Hasta mi última actualización, los precios eran estos.", "Según los últimos datos que conozco, los precios eran estos."],
    ["**Un afeitado de ensueño:** toalla caliente.", "**Un afeitado de lujo:** toalla caliente."],
    ["Tener agua cumple un papel crucial durante los primeros días.", "Tener agua es importante durante los primeros días."],
    [
      "Retira los objetos potencialmente tóxicos y la lejía potencialmente peligrosa.",
      "Retira los objetos que pueden ser tóxicos y la lejía que puede ser peligrosa.",
    ],
    ["El viaje será un recuerdo inolvidable y dejará recuerdos inolvidables.", "El viaje será un gran recuerdo y dejará grandes recuerdos."],
    ["El algodón da un acabado armonioso.", "El algodón da un acabado uniforme."],
    ["Las primeras cifras han sido sumamente prometedoras.", "Las primeras cifras han sido alentadoras."],
    ["El hito que separa las fincas y los hitos de piedra siguen en su sitio.", "El hito que separa las fincas y los hitos de piedra siguen en su sitio."],
    ["La ley fue un hito que marca un antes y un después.", /^La ley fue un gran paso /],
    ["Mañana hay reunión. ¡No dudéis en pasar por secretaría cuando queráis: la puerta siempre está abierta!", "Mañana hay reunión."],
    ["Participamos en el ecosistema de innovación de Navarra.", /^Participamos en el (?!semillero)\S+ de innovación de Navarra\.$/],
    ["Una helada puede dañar potencialmente la cosecha de 2027.", "Una helada puede dañar la cosecha de 2027."],
    ["Un error puede hundir a un candidato prometedor.", "Un error puede hundir a un candidato con futuro."],
    [
      "La feria abre el domingo. ¡No dudéis en venir al mercado: habrá catas de aceite para todos!",
      "La feria abre el domingo. ¡Venid al mercado: habrá catas de aceite para todos!",
    ],
    ["Cabe señalar, además, que el museo cierra los lunes.", "El museo cierra los lunes."],
    ["Es importante recordar, por otra parte, que la piscina abre en junio.", "La piscina abre en junio."],
    ["Nuestro servicio, sin duda uno de los más rápidos, llega en 24 horas.", "Nuestro servicio, uno de los más rápidos, llega en 24 horas."],
    ["Abrir la segunda sede fue todo un hito.", "Abrir la segunda sede fue un gran paso."],
    ["Cada entrega es un pequeño hito, y lo celebramos.", "Cada entrega es un pequeño logro, y lo celebramos."],
    ["En el paisaje actual del comercio, las tiendas venden online.", "En el estado actual del comercio, las tiendas venden online."],
    ["El taller ha creado un ecosistema de proyectos vecinales.", "El taller ha creado un semillero de proyectos vecinales."],
    ["Llegamos en un momento crucial para el sector.", "Llegamos en un momento decisivo para el sector."],
    ["Las rutas no serían solo paseos, sino también clases de historia.", "Las rutas serían paseos y también clases de historia."],
    ["Un buen CV importa. Analicemos, punto por punto, cómo escribir el tuyo.", "Un buen CV importa."],
    ["La casa es tuya. Aquí tenéis todo lo que necesitáis para la primera semana.", "La casa es tuya."],
    ["La casa es tuya. Aquí tienes todo lo necesario: toallas, sábanas y café.", "La casa es tuya. Aquí tienes todo lo necesario: toallas, sábanas y café."],
    // round 7: a literal kilometre marker stays; "transformando la forma en que" is not "convertir"
    ["La parada está junto al hito del kilómetro 12 de la N-340.", "La parada está junto al hito del kilómetro 12 de la N-340."],
    // "cambió …, cambiando" repeats the verb: the only alternative echoes the sentence, so the sign stays.
    [
      "El nuevo software cambió el almacén, transformando el modo en que preparamos los pedidos.",
      "El nuevo software cambió el almacén, transformando el modo en que preparamos los pedidos.",
    ],
    // A paired dash closed right before a comma: one comma, not ", ,".
    [
      "Cuando tu mente se distraiga —y lo hará—, vuelve a la respiración sin juzgarte.",
      "Cuando tu mente se distraiga, y lo hará, vuelve a la respiración sin juzgarte.",
    ],
    ["El avance ha sido notable.", "El avance ha sido importante."],
    ["Los cambios son notables.", "Los cambios son importantes."],
    ["Los resultados son prometedores.", "Los resultados son alentadores."],
    ["Es una propuesta prometedora.", "Es una propuesta con futuro."],
    ["Es sumamente útil.", "Es muy útil."],
    ["Si tiene dudas, no dude en llamar al 976 123 456.", "Si tiene dudas, llame al 976 123 456."],
    ["No es solo una herramienta, es una forma de trabajar.", "Es una herramienta y también una forma de trabajar."],
    ["El programa no solo ahorra tiempo, sino también dinero.", "El programa ahorra tiempo y dinero."],
    ["El parque sirve como un refugio para las aves.", "El parque es un refugio para las aves."],
    ["La ciudad inauguró el puente en 1932, destacando la importancia del río.", "La ciudad inauguró el puente en 1932."],
    ["Más que un simple robot, el Brisa X9 es un auténtico aliado.", "El Brisa X9 es un robot y un aliado."],
    ["No se trata solo de una cuestión económica.", "Es más que una cuestión económica."],
    ["Vuestro apoyo ha sido, sin duda, una prueba.", "Vuestro apoyo ha sido una prueba."],
    ["Los datos podrían, potencialmente, subestimar los efectos.", "Los datos podrían subestimar los efectos."],
    ["Se trata de un hito para la ciudad.", "Se trata de un gran paso para la ciudad."],
    ["Estas medidas deben ser el pilar de la política.", "Estas medidas deben ser la base de la política."],
    ["La oficina está en la plaza del Pilar, 18.", "La oficina está en la plaza del Pilar, 18."],
    ["Las crecidas obligaron a reforzar los pilares centrales del puente.", "Las crecidas obligaron a reforzar los pilares centrales del puente."],
    ["Cabe destacar que el chasis es reciclado y que el proceso redujo las emisiones.", "El chasis es reciclado, y el proceso redujo las emisiones."],
    ["En definitiva, Cudillero no es solo un pueblo, sino una experiencia.", "Cudillero es un pueblo y también una experiencia."],
    ["El ecosistema de dehesa alberga 60 especies.", "El ecosistema de dehesa alberga 60 especies."],
    ["Es mucho más que un simple robot.", "Es más que un robot."],
    ["Aquí tienes algunos consejos para preparar una entrevista de trabajo:", "Algunos consejos para preparar una entrevista de trabajo:"],
    ["Dormir bien es clave, porque la memoria se consolida durante el descanso.", "Dormir bien es clave, porque la memoria se consolida durante el descanso."],
    ["El aceite esencial de romero es caro.", "El aceite esencial de romero es caro."],
    ["Cabe también destacar que el plan funciona.", "El plan funciona."],
    // Second round (set 2 released for tuning): whole classes, and the literal uses that stay.
    ["Esta bodega es un auténtico tesoro escondido de la Rioja.", "Esta bodega es un secreto bien guardado de la Rioja."],
    ["Los tesoros escondidos de la costa atraen a muchos turistas.", "Los lugares únicos de la costa atraen a muchos turistas."],
    ["El joven es un prometedor delantero del filial.", "El joven es un talentoso delantero del filial."],
    ["Fue un prometedor inicio de temporada.", "Fue un buen inicio de temporada."],
    ["Los resultados son prometedores.", "Los resultados son alentadores."],
    ["Su confianza es, sin duda, el pilar de nuestro proyecto.", "Su confianza es la base de nuestro proyecto."],
    ["La biblioteca, pilar de la vida cultural del barrio, reabre en marzo.", "La biblioteca, eje de la vida cultural del barrio, reabre en marzo."],
    ["Los pilares del puente son de hormigón.", "Los pilares del puente son de hormigón."],
    ["Pilar de la Fuente firmó el acuerdo.", "Pilar de la Fuente firmó el acuerdo."],
    ["Cabe destacar la terraza del último piso.", "Hay que mencionar la terraza del último piso."],
    // Set 11: between commas the hedge keeps its sense ("en parte" would say it is partly an advance).
    ["La ley es, en cierta medida, un avance.", "La ley es, en cierto modo, un avance."],
    ["La dieta podría reducir el colesterol y potencialmente la tensión.", "La dieta podría reducir el colesterol y posiblemente la tensión."],
    ["El curso incluye prácticas, además de clases teóricas.", "El curso incluye prácticas, además de clases teóricas."],
    [
      "La huella es una prueba fundamental en el juicio. La Ley Fundamental alemana data de 1949.",
      "La huella es una prueba importante en el juicio. La Ley Fundamental alemana data de 1949.",
    ],
    ["Por otro lado, el precio sube en agosto.", "El precio sube en agosto."],
    ["Es un lugar que, en definitiva, merece la visita.", "Es un lugar que merece la visita."],
    ["La empresa forma parte del ecosistema emprendedor de Málaga.", "La empresa forma parte del entorno emprendedor de Málaga."],
    ["El humedal es un ecosistema frágil.", "El humedal es un ecosistema frágil."],
    ["Si lo necesita, no dude en llamarnos o en escribirnos.", "Si lo necesita, llámenos o escríbanos."],
    ["Estimados socios: espero que este correo os encuentre bien.", "Estimados socios:"],
    ["No se trata solo de correr mucho, sino de correr bien.", "Se trata de correr mucho, pero sobre todo de correr bien."],
    ["No se trata solo de una tienda: es un punto de encuentro para el barrio.", "Es una tienda y también un punto de encuentro para el barrio."],
    ["**En resumen:** duerme ocho horas.", "**Resumen:** duerme ocho horas."],
    [
      "**Horario** — Es importante recordar que la tienda abre a las 9:00 y que cierra a las 20:00.",
      "**Horario** — la tienda abre a las 9:00, y cierra a las 20:00.",
    ],
    ["El museo es un testimonio de la historia local.", "El museo es una muestra de la historia local."],
    ["Saldaña tuvo un papel crucial en la remontada.", "Saldaña influyó en la remontada."],
    ["Las cooperativas tienen un papel fundamental en el pueblo.", "Las cooperativas influyen en el pueblo."],
    ["El puerto ha tenido un papel clave en la historia.", "El puerto ha sido importante en la historia."],
    // Third round (set 3 released for tuning): whole classes, and the literal uses that stay.
    [
      "Nuestro seguro no solo protege el continente (paredes y suelos), sino también el contenido.",
      "Nuestro seguro protege el continente (paredes y suelos) y el contenido.",
    ],
    [
      "Nerea lo tiene claro: no se trata solo de elegir una cuenta, sino de construir un proyecto común.",
      "Nerea lo tiene claro: se trata de elegir una cuenta, pero sobre todo de construir un proyecto común.",
    ],
    ["No se trata solo de una saga familiar: es también un retrato de la emigración.", "Es una saga familiar y también un retrato de la emigración."],
    ["Exploremos hoy con Nerea cómo organizar las finanzas en pareja.", "Veamos hoy con Nerea cómo organizar las finanzas en pareja."],
    ["Espero que este mensaje os encuentre bien y que hayáis descansado.", "Espero que hayáis descansado."],
    ["**Nota:** como modelo de lenguaje, no tengo acceso a tu cuenta.", "**Nota:** no tengo acceso a tu cuenta."],
    ["Consolida el transporte público como pilar de la ciudad.", "Afianza el transporte público como base de la ciudad."],
    ["Firmado: Pilar Gracia, directora.", "Firmado: Pilar Gracia, directora."],
    ["Ronda está en el paisaje enoturístico andaluz.", "Ronda está en el mundo enoturístico andaluz."],
    ["Desde los jardines, el paisaje se abre sobre los campos.", "Desde los jardines, el paisaje se abre sobre los campos."],
    ["Hay un ecosistema de pequeños productores notablemente innovador.", "Hay un tejido de pequeños productores muy novedoso."],
    ["Recuperar el ecosistema del monte es la prioridad.", "Recuperar el ecosistema del monte es la prioridad."],
    ["Los monumentos están notablemente bien conservados.", "Los monumentos están muy bien conservados."],
    ["Las ventas han crecido notablemente este año.", "Las ventas han crecido mucho este año."],
    ["El precio es notablemente más bajo.", "El precio es mucho más bajo."],
    ["El plan busca formar voluntarios e impulsar el empleo.", "El plan busca formar voluntarios y apoyar el empleo."],
    ["Ofrece una precisión sin precedentes.", "Ofrece una precisión fuera de lo común."],
    ["Es el modelo más prometedor de la gama.", "Es el modelo más interesante de la gama."],
    ["Es uno de los destinos más impresionantes de España.", "Es uno de los destinos más espectaculares de España."],
    ["Es un proyecto que supone un verdadero hito para la comarca.", "Es un proyecto que supone un gran cambio para la comarca."],
    ["En este sentido, es importante señalar que el plazo termina el 5 de mayo.", "El plazo termina el 5 de mayo."],
    ["Se trata de disfrutar, transformando la ciudad en un lugar más amable.", "Se trata de disfrutar, convirtiendo la ciudad en un lugar más amable."],
    ["La empresa transforma el sector.", "La empresa cambia el sector."],
    ["La gastronomía desempeña un papel fundamental en la identidad local.", "La gastronomía influye en la identidad local."],
    ["Potencialmente, tu empresa también puede usar otro sistema.", "Tu empresa también puede usar otro sistema."],
    ["Confirma un talento prometedor.", "Confirma un talento con futuro."],
    ["El barrio, vibrante y lleno de vida universitaria, ofrece servicios.", "El barrio, lleno de vida universitaria, ofrece servicios."],
    ["En definitiva, y en última instancia, se trata de disfrutar.", "Al final, se trata de disfrutar."],
    // Fourth round (sets 4 and 5 released for tuning): whole classes, and the literal uses that stay.
    // A call to action keeps its fact and becomes the plain imperative, in every person (a native review).
    ["No dude en llamarnos al 912 345 678 de lunes a viernes.", "Llámenos al 912 345 678 de lunes a viernes."],
    ["¡No dudéis en pasaros por la tienda de la calle Mayor 5!", "¡Pasaos por la tienda de la calle Mayor 5!"],
    ["Si tienes dudas, no dudes en escribirnos a hola@ejemplo.es.", "Si tienes dudas, escríbenos a hola@ejemplo.es."],
    ["No duden en visitarnos en la calle Mayor 5.", "Visítennos en la calle Mayor 5."],
    // "Suscríbete … y no dudes en dejarnos …": one coordination of imperatives, not "y puedes dejarnos" (a native review).
    ["Suscríbete al boletín y no dudes en dejarnos tus comentarios en info@ejemplo.es.", "Suscríbete al boletín y déjanos tus comentarios en info@ejemplo.es."],
    // Sentence-initial "Hoy en día," / "En la actualidad," are cut rather than all made "Hoy," (a native review).
    ["Hoy en día, muchas empresas usan la nube. En la actualidad, la oferta crece.", "Muchas empresas usan la nube. La oferta crece."],
    ["El sueño juega un papel clave en la salud.", "El sueño influye en la salud."],
    [
      "Es importante tener en cuenta el hueco disponible: la medida estándar es de 60 cm.",
      "Hay que tener en cuenta el hueco disponible: la medida estándar es de 60 cm.",
    ],
    ["La Nau forma parte de un vibrante entorno emprendedor.", "La Nau forma parte de un animado entorno emprendedor."],
    ["Busco crecer dentro de un ecosistema logístico tan dinámico.", "Busco crecer dentro de un entorno logístico tan dinámico."],
    ["Señalan que el paisaje de la investigación ha cambiado.", "Señalan que el mundo de la investigación ha cambiado."],
    ["Hoy es un día inolvidable para todos nosotros.", "Hoy es un día especial para todos nosotros."],
    [
      "¡Por supuesto! Aquí tienes una propuesta de carta para el puesto de analista (referencia: AD-2026-114).",
      "Esta es una propuesta de carta para el puesto de analista (referencia: AD-2026-114).",
    ],
    ["Espero que esto te ayude a brillar el sábado 12 de septiembre.", "¡A brillar el sábado 12 de septiembre!"],
    [
      "La rehabilitación de la fachada no es solo una cuestión estética, sino también de seguridad: en enero cayeron trozos de cornisa.",
      "La rehabilitación de la fachada es una cuestión estética y también de seguridad: en enero cayeron trozos de cornisa.",
    ],
    [
      "Pero una boda no se trata solo de una gran fiesta, sino de lo que viene después: los lunes, las mudanzas.",
      "Pero una boda, más que una gran fiesta, es lo que viene después: los lunes, las mudanzas.",
    ],
    ["La primavera ya asoma. ¡Exploremos juntos las novedades del mes!", "La primavera ya asoma."],
    // Errors found reading set 5: a sentence left as "En el que …", "cambiando X en Y", "un desafío" read as
    // "un problema", an offer to go on, "sinergia" repeating "colaboración", "posiblemente mortal".
    [
      "En un mundo en constante cambio, en el que los datos guían cada vez más decisiones, me dirijo a ustedes.",
      "Hoy, cuando los datos guían cada vez más decisiones, me dirijo a ustedes.",
    ],
    [
      "Desde 2015, el festival anima la ciudad, transformando cada verano el paseo de Pereda en un escenario abierto.",
      "Desde 2015, el festival anima la ciudad, convirtiendo cada verano el paseo de Pereda en un escenario abierto.",
    ],
    ["Supondría para mí un desafío apasionante.", "Supondría para mí un reto interesante."],
    [
      "El congreso une a los grupos, generando una verdadera sinergia entre ciencia y gestión.",
      "El congreso une a los grupos, generando una alianza entre ciencia y gestión.",
    ],
    [
      "Se trata de una situación potencialmente mortal que requiere atención inmediata.",
      "Se trata de una situación de riesgo vital que requiere atención inmediata.",
    ],
    // Round 5 classes (forms not in the sets): a cutoff note that keeps its date, a disclaimer before real advice,
    // "y no solo" without "sino", "enclavado" with any preposition, "el verdadero pilar", possessive "ecosistema", domain "paisaje".
    [
      "Recuerde que solo tengo datos hasta mi última actualización, de marzo de 2025, y consulte la web del banco.",
      "Esta información es de marzo de 2025, y consulte la web del banco.",
    ],
    [
      "El plazo es de 30 días. Como IA, no puedo revisar tu contrato, así que te aconsejo llevarlo a un gestor antes del 15 de junio.",
      "El plazo es de 30 días. Te aconsejo llevarlo a un gestor antes del 15 de junio.",
    ],
    ["El seguro cubre el robo y no solo los daños por agua.", "El seguro cubre el robo y también los daños por agua."],
    ["Enclavada junto al puerto, la lonja abre a las 6:00.", "Situada junto al puerto, la lonja abre a las 6:00."],
    ["Los socios son el verdadero pilar del club desde 1987.", "Los socios son la base del club desde 1987."],
    ["Las familias son los auténticos pilares de la asociación.", "Las familias son las bases de la asociación."],
    ["Ya sois más de 5.000 en vuestro ecosistema de socios.", "Ya sois más de 5.000 en vuestra red de socios."],
    ["El paisaje laboral ha cambiado desde 2020.", "El mercado laboral ha cambiado desde 2020."],
    ["Los cambios del paisaje inmobiliario afectan al alquiler.", "Los cambios del mercado inmobiliario afectan al alquiler."],
    ["Las torres impresionantes del castillo datan de 1420.", "Las torres imponentes del castillo datan de 1420."],
    ["El equipo ganó 12 partidos, consolidando además el liderato.", "El equipo ganó 12 partidos, afianzando también el liderato."],
    ["Pulsa dos veces, consolidando tu ventaja.", "Pulsa dos veces, afianzando tu ventaja."],
    ["El turismo ocupa un papel clave en la comarca.", "El turismo influye en la comarca."],
    ["La escuela cumple un papel esencial.", "La escuela es importante."],
    // Literal uses that stay: an ecological ecosystem, a real landscape, a dental abutment, a boundary stone.
    ["En el alto de la Muela, un hito de piedra de 1,2 metros marca el límite.", "En el alto de la Muela, un hito de piedra de 1,2 metros marca el límite."],
    ["El vertido ha alterado el ecosistema de la marisma.", "El vertido ha alterado el ecosistema de la marisma."],
    ["El paisaje del término municipal combina páramos y vegas.", "El paisaje del término municipal combina páramos y vegas."],
    [
      "Tras ocho semanas se coloca el pilar, la pieza que une el implante con la corona.",
      "Tras ocho semanas se coloca el pilar, la pieza que une el implante con la corona.",
    ],
    // Round 6 classes (forms not in the sets): "de este modo/de esta manera" mid-sentence.
    ["Aceptamos pagos con tarjeta; de esta manera, evitamos colas.", "Aceptamos pagos con tarjeta; así, evitamos colas."],
    // "resaltar/subrayar" + a noun object shows it; + "que" it says it.
    ["Los murales resaltan el color de la fachada.", "Los murales muestran el color de la fachada."],
    // a speaker who stresses something does not "show" it: after a quotation, after "que", in the singular.
    ["«Lo que importa es la madera», subraya el artesano.", "«Lo que importa es la madera», señala el artesano."],
    ["Habló la entrenadora, que subraya el trabajo del grupo.", "Habló la entrenadora, que señala el trabajo del grupo."],
    ["La presidenta subraya la importancia de la formación.", "La presidenta señala la importancia de la formación."],
    // figurative "pilar" and "ecosistema", with their article's gender; a name and a real ecosystem stay.
    ["La biblioteca se ha convertido en el pilar del barrio.", "La biblioteca se ha convertido en el eje del barrio."],
    ["El coro, pilar de la feria, actuará el sábado.", "El coro, eje de la feria, actuará el sábado."],
    ["La coordinadora, Pilar del Río, llamará a cada socio.", "La coordinadora, Pilar del Río, llamará a cada socio."],
    ["La tienda forma parte del ecosistema de salud de la ciudad.", "La tienda forma parte del sistema de salud de la ciudad."],
    ["El humedal es un ecosistema de agua dulce.", "El humedal es un ecosistema de agua dulce."],
    // a hedge before the modal, every person.
    ["Sin el recibo, potencialmente podríais perder la garantía.", "Sin el recibo, podríais perder la garantía."],
    // "no se trata solo de que X, sino de que Y": both hold (not "Y más que X").
    ["No se trata solo de que lleguen a tiempo, sino de que conozcan la ruta.", "Se trata de que lleguen a tiempo y también de que conozcan la ruta."],
    ["Para nosotros, lo esencial no es solo vender, sino asesorar bien.", /^Para nosotros, lo \p{L}+ es vender y también asesorar bien\.$/u],
    // "Cabe destacar que X, y que Y" -> one comma, not two.
    ["Cabe destacar que el plazo es corto, y que las plazas se agotan.", "El plazo es corto, y las plazas se agotan."],
    ["Queridas familias: esperamos que este correo os encuentre bien tras las vacaciones.", "Queridas familias:"],
    // "mucho más que" as a plain comparison; ", sin duda," after a verb or "que" goes with both commas.
    ["El huerto es mucho más que un jardín: es una escuela.", "El huerto es más que un jardín: es una escuela."],
    ["Queremos que la feria sea mucho más que un mercado.", "Queremos que la feria sea más que un mercado."],
    ["El abono anual supone, sin duda, un ahorro de 120 €.", "El abono anual supone un ahorro de 120 €."],
    ["Son vecinos que, sin duda, merecen un homenaje.", "Son vecinos que merecen un homenaje."],
    // round 8 (set 9 released): a call to action that carries an instruction becomes the imperative; reflexive "se transforma"; cutoff note inside a sentence; tail hedges
    ["No dude en indicarnos la fecha, el lugar y el número de invitados.", "Indíquenos la fecha, el lugar y el número de invitados."],
    ["No dudéis en responder a este correo si queréis cambiar de plan.", "Responded a este correo si queréis cambiar de plan."],
    ["¡No dudéis en traer a vuestros vecinos!", "¡Traed a vuestros vecinos!"],
    ["No dudes en mandarnos tus fotos para el boletín.", "Mándanos tus fotos para el boletín."],
    ["No duden en enviarnos sus propuestas antes del viernes.", "Envíennos sus propuestas antes del viernes."],
    ["El sector se transforma a gran velocidad.", "El sector cambia a gran velocidad."],
    ["Los barrios se transformaron en pocos años.", "Los barrios cambiaron en pocos años."],
    ["La nave se transformó en un rocódromo.", "La nave se convirtió en un rocódromo."],
    ["El centro se está transformando poco a poco.", "El centro está cambiando poco a poco."],
    [
      "Como modelo de lenguaje, no puedo escuchar tu pronunciación, así que te conviene tener clase con un profesor.",
      "Te conviene tener clase con un profesor.",
    ],
    [
      "Eso sí, como modelo de lenguaje no tengo acceso a tu contrato, así que revisa tu factura antes de decidir.",
      "Eso sí, revisa tu factura antes de decidir.",
    ],
    ["Llega 15 minutos antes de tu cita; por otro lado, el albornoz está incluido.", "Llega 15 minutos antes de tu cita. El albornoz está incluido."],
    ["Abrimos a las 9; además, el parking es gratuito.", "Abrimos a las 9. El parking es gratuito."],
    ["Cuantos más seamos, más fuerza tendremos, sin duda.", "Cuantos más seamos, más fuerza tendremos."],
    ["Será una gran fiesta, sin lugar a dudas.", "Será una gran fiesta."],
    ["Une la tradición y los productos de Galicia de forma armoniosa.", "Une la tradición y los productos de Galicia con equilibrio."],
    ["Recorre los callejones y su vibrante ambiente de bodegas.", "Recorre los callejones y su alegre ambiente de bodegas."],
    ["Es una ciudad muy vibrante.", "Es una ciudad muy alegre."],
    ["Fue un logro, consolidando a la asociación como interlocutora.", "Fue un logro, afianzando a la asociación como interlocutora."],
    ["Repasa cada noche, consolidando lo que ves en clase.", "Repasa cada noche, afianzando lo que ves en clase."],
    ["El paisaje de la automoción cambia deprisa.", "El sector de la automoción cambia deprisa."],
    [
      "Dependes de la red pública, un ecosistema de recarga todavía en construcción.",
      "Dependes de la red pública, un sistema de recarga todavía en construcción.",
    ],
    ["El paisaje mediático se ha transformado.", "El mundo mediático ha cambiado."],
    // literal uses that stay
    ["La orilla deja ver el paisaje de marismas de Doñana.", "La orilla deja ver el paisaje de marismas de Doñana."],
    ["Un estanque es un ecosistema completo para las ranas.", "Un estanque es un ecosistema completo para las ranas."],
    ["El acceso está junto al pilar C-14.", "El acceso está junto al pilar C-14."],
    ["Desde el mirador se ve el paisaje kárstico del Torcal.", "Desde el mirador se ve el paisaje kárstico del Torcal."],
    // round 9 classes (forms not in the sets): "en cierta medida" before "parte"; prenominal "vibrante" after del/al and before "de";
    // "encantador" said of people; advice inside a significance tail; "No se trata solo de X, sino de Y:" running on after a colon
    ["Los autónomos pueden deducir, en cierta medida, parte de la factura.", "Los autónomos pueden deducir parte de la factura."],
    ["Es una semana vibrante de música y teatro.", "Es una semana alegre de música y teatro."],
    ["Volvemos al vibrante centro de la ciudad.", "Volvemos al animado centro de la ciudad."],
    ["Nuestras monitoras, tan encantadoras como pacientes, acompañan a los niños.", "Nuestras monitoras, tan amables como pacientes, acompañan a los niños."],
    ["Los camareros encantadores nos atendieron enseguida.", "Los camareros amables nos atendieron enseguida."],
    ["Es un pueblo encantador de la sierra.", "Es un pueblo bonito de la sierra."],
    [
      "Las plazas se agotan cada año, lo que pone de relieve la importancia de reservar antes de marzo.",
      "Las plazas se agotan cada año, así que conviene reservar antes de marzo.",
    ],
    ["El aforo es de 40 personas, subrayando la necesidad de llegar pronto.", "El aforo es de 40 personas, así que conviene llegar pronto."],
    [
      "No se trata solamente de aprobar, sino también de aprender a estudiar; el curso dura 3 meses.",
      "Se trata de aprobar y también de aprender a estudiar; el curso dura 3 meses.",
    ],
    [
      // without "también" the second half weighs more (round 16)
      "No se trata solo de jugar, sino de aprender a perder: cada semana hay un torneo.",
      "Se trata de jugar, pero sobre todo de aprender a perder: cada semana hay un torneo.",
    ],
    ["Un buen ejemplo hace que tu candidatura resulte prometedora.", "Un buen ejemplo hace que tu candidatura resulte convincente."],
    ["Con dos idiomas, los perfiles son más prometedores.", "Con dos idiomas, los perfiles son más interesantes."],
    ["Si tu empresa utiliza el ecosistema de Apple, el móvil se sincroniza solo.", "Si tu empresa usa el entorno de Apple, el móvil se sincroniza solo."],
    ["Dentro del ecosistema de Google todo se guarda en la nube.", "Dentro del entorno de Google todo se guarda en la nube."],
    ["La laguna forma parte del ecosistema de Doñana.", "La laguna forma parte del ecosistema de Doñana."],
    // Set 11 (languages-11/es, read after its first run): classes of the errors the reader found.
    ["Contamos con una flota de última generación.", "Contamos con una flota moderna."],
    ["Usamos equipos de última generación.", "Usamos equipos modernos."],
    ["Tiene un chip de última generación.", "Tiene un chip de nueva generación."],
    ["Es una experiencia que marca un antes y un después.", "Es una experiencia que deja huella."],
    ["El invento marcó un antes y un después en la medicina.", "El invento supuso un gran cambio en la medicina."],
    ["Esta ronda marcará un antes y un después para la compañía.", "Esta ronda supondrá un gran cambio para la compañía."],
    [
      "Hasta mi última actualización, la asociación organizaba talleres el primer sábado de cada mes.",
      "Según los últimos datos que conozco, la asociación organizaba talleres el primer sábado de cada mes.",
    ],
    ["Hola. Según mi última actualización, la tienda tenía tres empleados.", "Hola. Según los últimos datos que conozco, la tienda tenía tres empleados."],
    ["Hola. Hasta mi última actualización, el museo abre a las 10:00.", "Hola. El museo abre a las 10:00."],
    ["Hola. Hasta mi última actualización, en abril de 2024, estos eran los pasos.", "Hola. Con datos de abril de 2024, estos eran los pasos."],
    ["Hola. Según mi última actualización, el examen B1 costaba 200 €.", "Hola. Según los últimos datos que conozco, el examen B1 costaba 200 €."],
    [
      "El taller abre un ciclo, y no solo vais a aprender técnica, sino también a bajar el ritmo y a trabajar con las manos.",
      "El taller abre un ciclo, y vais a aprender técnica, así como a bajar el ritmo y a trabajar con las manos.",
    ],
    ["No solo aprenderás a nadar, sino también a respirar y a flotar.", "Aprenderás a nadar, así como a respirar y a flotar."],
    ["El taller no solo enseña técnica, sino también paciencia.", "El taller enseña técnica y paciencia."],
    [
      "El mar guarda un auténtico tesoro escondido: una de las pocas colonias de calderones de Europa.",
      "El mar guarda una rareza: una de las pocas colonias de calderones de Europa.",
    ],
    ["Ver delfines es una experiencia de ensueño.", "Ver delfines es una experiencia que no se olvida."],
    ["Fueron unas vacaciones de ensueño.", "Fueron unas vacaciones que no se olvidan."],
    ["Son normas que garantizan la seguridad de todos.", "Son normas que velan por la seguridad de todos."],
    [
      "De este modo, les pedimos que respeten las indicaciones, consolidando así una convivencia tranquila.",
      "Así, les pedimos que respeten las indicaciones, lo que ayuda a mantener una convivencia tranquila.",
    ],
    ["La empresa no deja de crecer, consolidando así su presencia en el norte.", "La empresa no deja de crecer, afianzando su presencia en el norte."],
    ["Los socios más veteranos resaltan el ambiente de estas tardes.", "Los socios más veteranos elogian el ambiente de estas tardes."],
    ["Los clientes destacan la limpieza del local.", "Los clientes elogian la limpieza del local."],
    ["Te acompañamos, impulsando tu confianza desde la primera semana.", "Te acompañamos, dándote más confianza desde la primera semana."],
    ["El curso impulsa la confianza de los alumnos.", "El curso refuerza la confianza de los alumnos."],
    ["El baile es una opción sumamente prometedora.", "El baile es una opción muy interesante."],
    ["En un panorama en constante evolución, bailar ayuda.", "En un panorama cambiante, bailar ayuda."],
    ["Una revisión es, en cierta medida, el mejor seguro.", "Una revisión es, en cierto modo, el mejor seguro."],
    ["Las baterías permiten aprovechar, en cierta medida, la energía solar.", "Las baterías permiten aprovechar, en parte, la energía solar."],
    ["Cada uno de ellos es un pilar de la seguridad del vehículo.", "Cada uno de ellos es clave para la seguridad del vehículo."],
    // Set 14 (languages-14/es, read after its first run): classes of the errors the reader found.
    ["Compara el CAT y no solo el interés.", "Compara el CAT y también el interés."],
    ["Hasta mi última actualización, estas eran las tarifas.", "Según los últimos datos que conozco, estas eran las tarifas."],
    ["Queremos impulsar también las comidas de empresa.", "Queremos promover también las comidas de empresa."],
    ["La feria impulsa el turismo local.", "La feria promueve el turismo local."],
    ["La campaña logró una cobertura sin precedentes.", "La campaña logró una cobertura récord."],
    ["Nadar es posible. Aquí tienes una guía para empezar con buen pie en Bogotá.", "Nadar es posible. Esta guía te ayudará a empezar con buen pie en Bogotá."],
    ["Hola. Aquí tiene un resumen para ir a Sevilla.", "Hola. Este resumen le ayudará a ir a Sevilla."],
    ["Irá en sinergia con la línea 1.", "Irá en coordinación con la línea 1."],
    ["Puede marcar un antes y un después tanto para él como para ti.", "Puede suponer un gran cambio tanto para él como para ti."],
    ["Marcó un antes y un después también para mí.", "Supuso un gran cambio también para mí."],
    ["Tiene una escena cultural prometedora.", "Tiene una escena cultural con futuro."],
    ["Es una ciudad en constante evolución, con calles que cambian.", "Es una ciudad viva, con calles que cambian."],
    ["Son ciudades en constante cambio.", "Son ciudades vivas."],
    ["Hola. Te dejo una guía para el curso de Medellín.", "Hola. Te dejo una guía para el curso de Medellín."],
  ],
  plain: "El mercado abre a las 8.",
  leftovers: [
    "Aquí tienes todas las novedades.",
    "Aquí tienes lo que necesitas saber para que la adaptación vaya bien.",
    "¿Te gustaría una versión más divertida o, al contrario, más emotiva?",
    "Si me dices cuántas personas sois en casa, te preparo una comparativa de tres modelos.",
    "Espero que esto te ayude.",
    "Espero que estos consejos te sean útiles.",
    "¡No dudes en escribirme si tienes más dudas!",
    "¡Excelente pregunta!",
    "Aquí tienes algunos consejos para empezar:",
    "¿Quieres que te explique algún paso?",
    "Manos a la obra.",
    "El futuro es prometedor.",
    "Como inteligencia artificial, no tengo opiniones personales.",
    "¡Espero que esta información te resulte útil!",
    "Espero que este mensaje os encuentre bien.",
    "Exploremos juntos las principales diferencias.",
    "Aquí tienes una guía completa para que no se te escape ningún detalle.",
    "Quedamos a su disposición para cualquier consulta.",
    "Espero que estés muy bien.",
    "Espero que este correo te encuentre bien y con energía para la semana.",
    "Espero que estéis todos bien y con ganas de empezar.",
    "Exploremos paso a paso lo que dice el contrato.",
    "Esperamos que hayáis empezado bien el curso.",
    "Espero que este correo os encuentre bien tras las vacaciones.",
    "Esperamos que este mensaje les encuentre bien.",
  ],
  signs: [
    ["puffery-significance", "La comunicación desempeña un papel crucial en el equipo."],
    ["transition-overuse", "Además, el proyecto avanza."],
    ["excess-vocabulary", "Los resultados son prometedores."],
    ["didactic-disclaimer", "Cabe destacar que el presupuesto aumentó."],
    ["chatbot-signoff", "Espero que esto te ayude."],
    ["sycophancy", "¡Excelente pregunta! El mercado abre a las 8."],
    ["negative-parallelism", "No es solo una herramienta, es una forma de trabajar."],
    ["participial-tail", "La ciudad inauguró el puente en 1932, destacando la importancia del río."],
    ["copula-avoidance", "El parque sirve como un refugio para las aves."],
    ["stacked-hedge", "El sistema podría potencialmente reducir costes."],
    ["promotional-language", "Enclavada entre montañas, la villa atrae visitantes."],
  ],
  quoted: "El ministro dijo: «la comunicación desempeña un papel crucial».",
});
