// The registrant's group in the detail dialog (docs/registrant-admin.md, Groups): the group's name and
// every member with its folio and modality, the payer marked, each one's detail a click away.
import { Button, Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import { groupAdminTexts } from '@shared/registration/group-admin-texts';
import type { RegistrantDetail } from '@shared/registration/registrant-admin-api';

export function RegistrantGroup({ registrant, onOpen }: { registrant: RegistrantDetail; onOpen: (registroId: string) => void }) {
  const { grupo, grupoMiembros = [] } = registrant;
  if (!grupo) return null;
  return (
    <View data-testid="registrant-group">
      <Heading level={3} fontSize="large">{groupAdminTexts.title(grupo.etiqueta)}</Heading>
      <Flex as="ul" direction="column" gap="0.25rem" marginTop="0.5rem" padding="0" style={{ listStyle: 'none' }}>
        {grupoMiembros.map((member) => (
          <Flex as="li" key={member.registroId} gap="0.5rem" alignItems="center" wrap="wrap">
            {member.registroId === registrant.registroId ? (
              <Text fontWeight="bold">{member.nombre}</Text>
            ) : (
              <Button variation="link" size="small" padding="0" aria-label={groupAdminTexts.open(member.nombre)} onClick={() => onOpen(member.registroId)}>
                {member.nombre}
              </Button>
            )}
            <Text fontSize="small">{`${member.numero ?? groupAdminTexts.noFolio} · ${member.descripcionModalidad}${member.pagador ? ` · ${groupAdminTexts.payer}` : ''}`}</Text>
          </Flex>
        ))}
      </Flex>
    </View>
  );
}
