import type { OwnDomainTexts } from '../types';

export const OPENNESS_ES: OwnDomainTexts = {
  title: 'Apertura a la experiencia',
  shortDescription:
    'Cuánto te atrae lo nuevo en ideas, experiencias y formas de hacer las cosas, frente a lo conocido y lo que ya ha demostrado que funciona.',
  description: [
    'La apertura a la experiencia tiene que ver con cómo sueles responder ante lo nuevo y lo desconocido. Incluye la curiosidad, la imaginación, el interés por el arte y las ideas, y las ganas de probar otras formas de hacer las cosas.',
    'Las personas con una puntuación más alta suelen disfrutar de la variedad, las preguntas abstractas y los cambios. Las personas con una puntuación más baja suelen preferir lo práctico, lo concreto y lo que ya ha demostrado que funciona.',
    'Ningún extremo es mejor que el otro: cada uno aporta fortalezas reales, y muchas profesiones necesitan personas de todos los puntos de la escala.',
  ],
  levels: {
    low: {
      summary:
        'Sueles preferir lo conocido, lo práctico y lo que ya ha dado resultado más que la mayoría de las personas. Te gusta saber qué funciona y mantenerte fiel a ello.',
      atStudy:
        'A menudo prefieres los datos concretos, los ejemplos resueltos y las asignaturas con respuestas claras a los debates abiertos. Las instrucciones claras te ayudan a dar lo mejor de ti. Los cambios de planes repentinos pueden cansarte más que a la mayoría de las personas.',
      atWork:
        'Puede que te vaya bien en puestos con métodos claros, como seguir procedimientos establecidos o aplicar técnicas probadas. A menudo prefieres los problemas prácticos y tangibles a los abstractos. Los cambios de planes repentinos pueden cansarte más que a la mayoría de las personas.',
      strengths: [
        'Sentido práctico y los pies en la tierra',
        'Constancia para centrarte en lo que funciona',
        'Comodidad con las rutinas y los métodos establecidos',
      ],
      watchFor: [
        'Las ideas nuevas pueden quedar descartadas antes de ponerlas a prueba',
        'Los cambios pueden costarte más, así que date tiempo para adaptarte',
        'Los puestos con cambios constantes pueden acabar agotándote',
      ],
    },
    neutral: {
      summary:
        'Tienes más o menos la misma apertura a ideas y experiencias nuevas que la mayoría de las personas. Puedes disfrutar de algo nuevo sin dejar de valorar lo conocido.',
      atStudy:
        'A menudo puedes alternar entre probar un enfoque nuevo y seguir un método de siempre, según la asignatura. En los trabajos en grupo quizá sirvas de puente entre quienes tienen grandes ideas y quienes quieren un plan claro.',
      atWork:
        'A menudo puedes alternar entre probar un enfoque nuevo y seguir un método de siempre, según la tarea. En un equipo quizá sirvas de puente entre quienes tienen grandes ideas y quienes quieren un plan claro.',
      strengths: [
        'Equilibrio entre curiosidad y sentido práctico',
        'Flexibilidad para saber cuándo cambiar y cuándo dejar las cosas como están',
        'Capacidad de entender tanto a quien sueña como a quien pasa a la acción',
      ],
      watchFor: [
        'Quizá no defiendas con fuerza ni el cambio ni la estabilidad cuando hace falta',
        'Fíjate en qué ambientes despiertan tu lado curioso',
      ],
    },
    high: {
      summary:
        'Sueles sentir más curiosidad, tener más imaginación y buscar más experiencias nuevas que la mayoría de las personas. A menudo disfrutas de las ideas, el arte y la variedad por sí mismos.',
      atStudy:
        'Puede que disfrutes más de las preguntas abiertas, las redacciones, la investigación y los proyectos creativos que de memorizar datos. Las asignaturas y las ideas nuevas suelen atraparte. Los ejercicios repetitivos y las rutinas estrictas pueden parecerte monótonos, y te puede costar más mantener el ritmo con ellos.',
      atWork:
        'Puede que disfrutes de las lluvias de ideas, la investigación, los proyectos creativos o cualquier cosa que suponga explorar terreno nuevo. Aprender un campo nuevo, como al cambiar de profesión, puede llenarte de energía. Las tareas repetitivas y las rutinas estrictas pueden parecerte monótonas, y te puede costar más mantener el ritmo con ellas.',
      strengths: [
        'Creatividad y muchas ideas',
        'Rapidez para ver conexiones nuevas',
        'Comodidad con el cambio y la incertidumbre',
      ],
      watchFor: [
        'Las tareas rutinarias pueden quedar de lado cuando algo nuevo te llama la atención',
        'Demasiadas ideas a la vez pueden dispersarte',
        'Otras personas pueden necesitar más tiempo que tú para aceptar un cambio',
      ],
    },
  },
  facets: {
    1: {
      title: 'Imaginación',
      description:
        'Cuánto sueles usar la imaginación, dejar volar la mente y ver posibilidades más allá del aquí y ahora.',
      levels: {
        low: 'Sueles centrar la atención en lo real y en lo que tienes delante, más que la mayoría de las personas. Eso te ayuda a mantener el foco y el sentido práctico, aunque quizá te cueste más imaginar opciones que todavía no existen.',
        neutral:
          'Usas la imaginación más o menos como la mayoría de las personas. Puedes imaginar nuevas posibilidades sin perder los pies en la tierra, aunque quizá no siempre busques la idea más original.',
        high: 'Sueles tener un mundo interior rico e imaginar posibilidades más que la mayoría de las personas. Eso puede alimentar la creatividad y la visión de futuro, aunque tu mente puede irse a otra parte en tareas que exigen atención constante.',
      },
    },
    2: {
      title: 'Intereses artísticos',
      description:
        'Cuánto sueles fijarte en la belleza y emocionarte con ella, ya sea en el arte, la música, la escritura, el diseño o la naturaleza.',
      levels: {
        low: 'Sueles sentir menos atracción por el arte y la belleza que la mayoría de las personas. A menudo valoras las cosas por lo bien que funcionan, algo muy práctico, aunque quizá pases por alto cómo afecta el diseño a otras personas.',
        neutral:
          'Disfrutas del arte, la música o la naturaleza más o menos como la mayoría de las personas. Puedes apreciar la belleza sin que lo ocupe todo, aunque quizá no sea una de tus principales fuentes de energía.',
        high: 'Sueles fijarte en la belleza y emocionarte con ella más que la mayoría de las personas. Eso puede alimentar el trabajo creativo y el cuidado por los detalles, aunque los entornos grises y sin gracia pueden quitarte más energía que a otros.',
      },
    },
    3: {
      title: 'Conciencia emocional',
      description:
        'Hasta qué punto sueles darte cuenta de tus propias emociones, y cuánto las valoras y les prestas atención.',
      levels: {
        low: 'Sueles prestar menos atención a tus emociones que la mayoría de las personas. Eso puede ayudarte a mantener la calma y la estabilidad, aunque quizá te cueste más ponerle nombre a lo que sientes o saber por qué lo sientes.',
        neutral:
          'Te das cuenta de tus emociones más o menos como la mayoría de las personas. Las notas y puedes dejarlas a un lado cuando hace falta, aunque quizá no siempre te detengas a ver qué te están diciendo.',
        high: 'Sueles percibir tus emociones con más claridad, y vivirlas con más intensidad, que la mayoría de las personas. Eso puede ayudarte a entenderte y a entender a los demás, aunque a veces las emociones fuertes pueden nublar una decisión.',
      },
    },
    4: {
      title: 'Espíritu aventurero',
      description:
        'Cuántas ganas sueles tener de probar actividades nuevas, conocer lugares nuevos y salir de la rutina.',
      levels: {
        low: 'Sueles preferir las rutinas y las actividades conocidas más que la mayoría de las personas. Eso aporta estabilidad y constancia, aunque quizá te pierdas experiencias nuevas que podrían encajar contigo.',
        neutral:
          'Disfrutas de las experiencias nuevas más o menos como la mayoría de las personas. Te gusta algo de variedad y también valoras tus rutinas, aunque quizá dudes cuando un cambio parece grande.',
        high: 'Sueles buscar actividades nuevas, lugares nuevos y otras formas de hacer las cosas más que la mayoría de las personas. Eso mantiene tu vida variada y te ayuda a adaptarte, aunque la rutina puede impacientarte.',
      },
    },
    5: {
      title: 'Curiosidad intelectual',
      description:
        'Cuánto sueles disfrutar dándole vueltas a ideas, acertijos y preguntas abstractas. Tiene que ver con el interés por pensar, no con lo inteligente que seas.',
      levels: {
        low: 'Sueles preferir los asuntos prácticos y concretos a las ideas abstractas, más que la mayoría de las personas. Eso te ayuda a no perder de vista los resultados reales, aunque los temas muy teóricos se te pueden hacer cuesta arriba.',
        neutral:
          'Disfrutas de las ideas y los acertijos más o menos como la mayoría de las personas. Te interesa la teoría cuando resulta útil, aunque quizá pierdas el interés cuando parece muy alejada de la vida real.',
        high: 'Sueles disfrutar de las ideas, los acertijos y las grandes preguntas más que la mayoría de las personas. Eso puede hacer de ti una persona con muchas ganas de aprender y de pensar, aunque quizá dediques a la teoría más tiempo del que necesita una tarea.',
      },
    },
    6: {
      title: 'Cuestionar las tradiciones',
      description:
        'Con qué facilidad sueles cuestionar la autoridad, las normas y las tradiciones. No tiene que ver con la política ni con ningún partido: personas de todas las ideologías pueden puntuar alto o bajo.',
      levels: {
        low: 'Sueles valorar las tradiciones, las normas y la autoridad establecida más que la mayoría de las personas. Eso aporta respeto por lo que ha resistido el paso del tiempo, aunque quizá tardes más en cuestionar una norma que ya no encaja.',
        neutral:
          'Cuestionas las normas y las tradiciones más o menos como la mayoría de las personas. Por lo general las respetas, pero pones en duda las que claramente no funcionan. A veces quizá sigas la corriente en cosas que no te convencen del todo.',
        high: 'Sueles cuestionar las normas, la autoridad y las tradiciones más que la mayoría de las personas. Eso te ayuda a ver qué se podría mejorar, aunque a veces quizá pases por alto los motivos por los que existe una tradición.',
      },
    },
  },
};
