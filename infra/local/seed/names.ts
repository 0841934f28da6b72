// Common Mexican given names and surnames for generated start lists and demo registrants.
export const nombresF = [
  'María', 'Guadalupe', 'Juana', 'Verónica', 'Leticia', 'Rosa', 'Daniela', 'Fernanda', 'Valeria', 'Sofía',
  'Ximena', 'Mariana', 'Andrea', 'Paola', 'Gabriela', 'Alejandra', 'Adriana', 'Lucía', 'Regina', 'Itzel',
];
export const nombresV = [
  'José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Alejandro', 'Francisco', 'Ricardo', 'Eduardo',
  'Santiago', 'Mateo', 'Diego', 'Emiliano', 'Raúl', 'Fernando', 'Héctor', 'Iván', 'Óscar', 'Arturo',
];
export const apellidosComunes = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz',
  'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz',
  'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera',
];
/** Second given names, for registrants' compound names (María José, Juan Pablo). */
export const segundosNombresF = ['José', 'Fernanda', 'Guadalupe', 'Isabel', 'Elena', 'Renata', 'Camila', 'Inés', 'Belén', 'Montserrat'];
export const segundosNombresV = ['Pablo', 'Carlos', 'Manuel', 'Ángel', 'Antonio', 'Andrés', 'Joaquín', 'Tomás', 'Julián', 'Sebastián'];
/** Surnames heard around Puebla, added to the common ones for the registrants' variety. */
export const apellidosPoblanos = [
  'Domínguez', 'Ibáñez', 'Muñoz', 'Núñez', 'Peña', 'Quiñones', 'Ávila', 'Bárcenas', 'Cortés', 'Espinosa',
  'Galván', 'Huerta', 'Lozano', 'Márquez', 'Olvera', 'Pacheco', 'Solís', 'Tlapa', 'Xicoténcatl', 'Zárate',
];
