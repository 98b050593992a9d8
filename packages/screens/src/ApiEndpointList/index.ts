export {
  type ApiEndpoint,
  type ApiEndpointGroup,
  ApiEndpointList,
  type ApiEndpointListProps,
} from './ApiEndpointList.tsx';
